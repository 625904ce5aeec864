import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { compareTypeCodes, filterOperatorCodes } from '#contract/filter-codes';
import {
  accessRequestPaths,
  authPaths,
  orderPaths,
  sessionPaths,
  systemRolePaths,
  systemUserPaths,
} from '#contract/paths';
import { createUser, signIn } from '#fixtures/auth-helpers';
import { chosen, operationsOf, type JsonSchema, servedDocument } from '#fixtures/openapi-walk';
import { useAdmin, useBeforeAll, useTestApp } from '#fixtures/file-app';
import { everyListPath } from '#fixtures/list-routes';

/**
 * Issue #11.6: the document must describe what the server really takes and answers, or a client generated
 * from it refuses valid calls. Real calls of the suite's kind go through the app, and each request body and
 * each JSON answer is checked against the document's schemas (JSON Schema 2020-12, as OpenAPI 3.1 says).
 */
const t = useTestApp();
const admin = useAdmin(t);
const doc = useBeforeAll(() => servedDocument(t));
const ajv = new Ajv2020({ strict: false, allErrors: true });
const compiled = new Map<unknown, ValidateFunction>();
const checked = new Set<string>();

function validatorFor(schema: JsonSchema): ValidateFunction {
  let v = compiled.get(schema);
  if (!v) compiled.set(schema, (v = ajv.compile(schema)));
  return v;
}

const fill = (template: string, id?: number) => template.replace(/\{[^}]+\}/g, String(id));

/**
 * Calls `template` (filled with `id`) and checks the body it sent and the JSON it got against the document.
 * Answers with no JSON schema in the document (errors, 204) are checked for status only by the caller.
 */
async function conform(
  method: string,
  template: string,
  options: { body?: unknown; token?: string | null; id?: number } = {},
) {
  const op = operationsOf(doc).find((o) => o.method === method && o.template === template);
  expect(op, `${method} ${template} is in the document`).toBeTruthy();
  if (options.body !== undefined) {
    expect(op!.body, `${method} ${template} documents a body`).toBeTruthy();
    const validate = validatorFor(op!.body!);
    expect(validate(options.body), `request ${template}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }
  const res = await t.call(method, fill(template, options.id), {
    token: options.token === undefined ? admin.token : options.token,
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  const responses = op!.operation.responses as Record<
    string,
    { content?: Record<string, { schema: JsonSchema }> }
  >;
  const schema = responses[String(res.status)]?.content?.['application/json']?.schema;
  if (res.status < 300)
    expect(responses[String(res.status)], `${template} documents ${res.status}`).toBeTruthy();
  if (schema) {
    const json = await res.clone().json();
    const validate = validatorFor(schema);
    expect(validate(json), `answer ${res.status} of ${template}: ${ajv.errorsText(validate.errors)}`).toBe(
      true,
    );
    checked.add(`${method} ${template}`);
  }
  return res;
}

describe('the document lists every value of each numeric code list', () => {
  it('compare types and operators of a list filter', () => {
    const body = chosen(doc, operationsOf(doc).find((o) => o.template === orderPaths.getItems)!.body!);
    const filter = chosen(doc, chosen(doc, chosen(doc, body.properties!.filters!).items!).items!);
    expect(filter.properties!.compareType!.enum).toEqual([...compareTypeCodes]);
    expect(filter.properties!.operatorType!.enum).toEqual([...filterOperatorCodes]);
  });

  it('no enum anywhere is cut to one value where the contract allows more', () => {
    const singles: unknown[] = [];
    const isSingle = (s: JsonSchema) => Array.isArray(s.enum) && s.enum.length === 1;
    const walk = (node: unknown) => {
      if (typeof node !== 'object' || node === null) return;
      const s = node as JsonSchema;
      // A union of single literals (changelog page sizes 5, 10, 25) lists each of its values: that is whole.
      const options = s.anyOf ?? s.oneOf;
      if (options?.every(isSingle)) return;
      if (isSingle(s) && typeof s.enum![0] === 'number') singles.push(s.enum![0]);
      for (const child of Object.values(node)) walk(child);
    };
    walk(doc.paths);
    // -1 is the one true single: pageSize's "All", a literal of its own beside the 1..1000 range.
    expect(singles.filter((v) => v !== -1)).toEqual([]);
  });

  it('a nullable code list lists null among its values (else the enum refuses the null its type allows)', () => {
    const refusing: string[] = [];
    let nullable = 0;
    const walk = (node: unknown, path: string) => {
      if (typeof node !== 'object' || node === null) return;
      const s = node as JsonSchema & { type?: unknown };
      if (Array.isArray(s.type) && s.type.includes('null') && Array.isArray(s.enum)) {
        nullable += 1;
        if (!s.enum.includes(null)) refusing.push(path);
      }
      for (const [key, child] of Object.entries(node)) walk(child, `${path}/${key}`);
    };
    walk(doc.paths, '');
    expect(nullable).toBeGreaterThan(0);
    expect(refusing).toEqual([]);
  });
});

describe('real calls match the document', () => {
  it('sign-in, account choice, claims and the enums', async () => {
    const user = await createUser(t.database.db, { identities: [{ type: 'admin' }, { type: 'employee' }] });
    const res = await conform('POST', authPaths.login, {
      token: null,
      body: { login: user.login, password: 'Test#Pass1', timezoneOffsetMinutes: 0 },
    });
    expect(res.status).toBe(200);
    const { token } = await signIn(t, user.login);
    expect(
      (
        await conform('POST', authPaths.loginToAccount, {
          token,
          body: { hash: user.identity('admin').hash },
        })
      ).status,
    ).toBe(200);
    expect((await conform('GET', authPaths.claims)).status).toBe(200);
    expect((await conform('POST', authPaths.autoLogin)).status).toBe(200);
    expect((await conform('POST', sessionPaths.getEnums)).status).toBe(200);
    expect((await conform('POST', sessionPaths.getEnumsAdmin)).status).toBe(200);
    // A refused sign-in answers in the documented shape too.
    expect(
      (await conform('POST', authPaths.login, { token: null, body: { login: 'x', password: 'y' } })).status,
    ).toBe(401);
  });

  it('getMe and putMe', async () => {
    const me = (await (await conform('GET', systemUserPaths.getMe)).json()) as Record<string, unknown>;
    const res = await conform('PUT', systemUserPaths.putMe, { body: { ...me, firstName: 'Conformant' } });
    expect(res.status).toBe(200);
  });

  it('every list, with filters of each numeric code', async () => {
    const lists = everyListPath;
    for (const path of lists) {
      const res = await conform('POST', path, { body: { pageSize: 5, pageNumber: 0 } });
      expect(res.status, path).toBe(200);
    }
    const filters = [
      [{ property: 'dateAdded', compareType: 9, operatorType: 13 }],
      [{ property: 'dateAdded', compareType: 3, operatorType: 8, value: '2030-01-01' }],
      [{ property: 'refOrderStatusId', compareType: 8, operatorType: 2, value: [100] }],
      [{ property: 'quantity', compareType: 2, operatorType: 15, value: [0, 1_000_000] }],
    ];
    const res = await conform('POST', orderPaths.getItems, { body: { pageSize: 5, filters } });
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it('the users admin: a user, its logins, roles and access requests', async () => {
    const other = await createUser(t.database.db, { identities: [{ type: 'employee' }] });
    const calls: [string, string, number?][] = [
      ['GET', '/api/System/SystemUsers/getItemById/{id}', other.systemUserId],
      ['GET', '/api/System/SystemUsers/getLoginsByUserId/{id}', other.systemUserId],
      ['GET', '/api/System/SystemUserRequests/getItemNew'],
      ['GET', accessRequestPaths.getCount],
    ];
    for (const [method, template, id] of calls) {
      const res = await conform(method, template, id === undefined ? {} : { id });
      expect(res.status, template).toBe(200);
    }
    const roles = (await (
      await conform('POST', systemRolePaths.getItems, { body: { pageSize: 1 } })
    ).json()) as { pager?: unknown }[];
    const roleId = (roles.find((r) => 'systemRoleId' in r) as { systemRoleId?: number } | undefined)
      ?.systemRoleId;
    if (roleId)
      expect((await conform('GET', '/api/System/SystemRoles/getItemById/{id}', { id: roleId })).status).toBe(
        200,
      );
  });

  it('checked the answers of at least twenty calls', () => {
    expect(checked.size).toBeGreaterThanOrEqual(20);
  });
});
