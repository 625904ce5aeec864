import { describe, expect, it } from 'vitest';
import { authPaths, systemUserPaths } from '#contract/paths';
import { controlCharacterMessage } from '#contract/scalars';
import { errorBody } from '#fixtures/auth-helpers';
import {
  isoDatePattern,
  operationsOf,
  sample,
  stringLeaves,
  withLeaf,
  type Operation,
  servedDocument,
} from '#fixtures/openapi-walk';
import { useAdmin, useBeforeAll, useTestApp } from '#fixtures/file-app';

/**
 * Issue #11.4: text PostgreSQL cannot store and dates that name no day reached the database and answered 500.
 * The fuzz reads the served OpenAPI document, so every string and date field of every route is tried,
 * routes added later included: each answer must be a 4xx, never a 5xx and never an acceptance.
 */
const t = useTestApp();
const admin = useAdmin(t);
const doc = useBeforeAll(() => servedDocument(t));

const badTexts = ['a\u0000b', '\u0000', 'bell\u0007', '\u001b[31mred'];
const impossibleDates = ['2025-13-01', '2025-00-10', '2025-01-00', '2025-02-30T10:00:00Z'];

interface Probe {
  label: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
}

/** The operation's path with each `{param}` filled with a sample, and its query and body samples. */
function baseProbe(op: Operation): Probe {
  let path = op.template;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const value = String(sample(doc, p.schema));
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    if (p.in === 'query') query.set(p.name, value);
  }
  return {
    label: `${op.method} ${op.template}`,
    path,
    query,
    ...(op.body ? { body: sample(doc, op.body) } : {}),
  };
}

/** One probe per bad value per string field, in the query and in the body. */
function probesOf(op: Operation): Probe[] {
  const base = baseProbe(op);
  const probes: Probe[] = [];
  const valuesFor = (isDate: boolean) => (isDate ? [...impossibleDates, ...badTexts.slice(0, 1)] : badTexts);
  for (const p of op.parameters.filter((p) => p.in === 'query')) {
    for (const leaf of stringLeaves(doc, p.schema)) {
      for (const value of valuesFor(isoDatePattern(leaf.schema))) {
        const query = new URLSearchParams(base.query);
        query.set(p.name, value);
        probes.push({ ...base, label: `${base.label} ?${p.name}=${JSON.stringify(value)}`, query });
      }
    }
  }
  if (op.body) {
    for (const leaf of stringLeaves(doc, op.body)) {
      for (const value of valuesFor(isoDatePattern(leaf.schema))) {
        probes.push({
          ...base,
          label: `${base.label} ${leaf.path.join('.')}=${JSON.stringify(value)}`,
          body: withLeaf(base.body, leaf.path, value),
        });
      }
    }
  }
  return probes;
}

const send = (method: string, probe: Probe) => {
  const search = probe.query.toString();
  return t.call(method, `${probe.path}${search ? `?${search}` : ''}`, {
    token: admin.token,
    ...(probe.body !== undefined ? { body: probe.body } : {}),
  });
};

describe('every string and date field of every route in the OpenAPI document', () => {
  it('covers the routes the document lists', () => {
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(50);
    const withText = ops.filter((op) => probesOf(op).length > 0);
    // Login, the reset link, putMe and the lists among them: if this drops, the walk lost its way.
    expect(withText.map((op) => op.template)).toEqual(
      expect.arrayContaining([
        authPaths.login,
        authPaths.sendPasswordResetLinkByEmail,
        systemUserPaths.putMe,
      ]),
    );
    expect(withText.length).toBeGreaterThan(30);
  });

  it(
    'refuses control characters and impossible dates with a 4xx, never a 5xx',
    async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const op of operationsOf(doc)) {
        for (const probe of probesOf(op)) {
          const res = await send(op.method, probe);
          sent++;
          if (res.status < 400 || res.status >= 500) failures.push(`${res.status} ${probe.label}`);
          await res.body?.cancel();
        }
      }
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(500);
      // Thousands of requests, one after another: minutes on a loaded 2-core machine, not the default 30 s.
    },
    10 * 60_000,
  );
});

describe('the routes the probe named answer 400 with a field message', () => {
  it('Login with a NUL in the login or the password', async () => {
    for (const body of [
      { login: 'a\u0000b@example.test', password: 'x' },
      { login: admin.login, password: 'Test#\u0000Pass1' },
    ]) {
      const res = await t.call('POST', authPaths.login, { body });
      expect(res.status).toBe(400);
      expect(Object.values((await errorBody(res)).fields ?? {})).toContain(controlCharacterMessage);
    }
  });

  it('SendPasswordResetLinkByEmail with a NUL in the address', async () => {
    const res = await t.call('GET', `${authPaths.sendPasswordResetLinkByEmail}?email=a%00b%40example.test`);
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toHaveProperty('email');
  });

  it("putMe with a NUL in the user's own names", async () => {
    const me = await (await t.call('GET', systemUserPaths.getMe, { token: admin.token })).json();
    for (const field of ['firstName', 'lastName', 'username', 'phoneNumber', 'emailAddress']) {
      const res = await t.call('PUT', systemUserPaths.putMe, {
        token: admin.token,
        body: { ...me, [field]: 'x\u0000y' },
      });
      expect(res.status, field).toBe(400);
      expect((await errorBody(res)).fields, field).toHaveProperty(field);
    }
    const res = await t.call('PUT', systemUserPaths.putMe, {
      token: admin.token,
      body: { ...me, dateModified: '2025-13-01T00:00:00Z' },
    });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toEqual({ dateModified: 'Invalid Date' });
  });
});
