import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { authPaths, loadPaths, orderPaths, systemUserPaths } from '#contract/paths';
import { operationsOf, servedDocument } from '#fixtures/openapi-walk';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';

/**
 * Issue #27: the served document passes Redocly's recommended ruleset with no error, so tools that lint or
 * generate from it accept it as it is (decision 070). The CLI runs offline: no telemetry, no update check.
 */
const t = useTestApp();
const doc = useBeforeAll(() => servedDocument(t));
const run = promisify(execFile);
const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

/** Warnings left on purpose: the portal's licence is not ours to state in the document. */
const acceptedWarnings = ['info-license'];

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: 'error' | 'warn';
    message: string;
    location: { pointer: string }[];
  }[];
}

async function lint(document: unknown): Promise<LintReport> {
  const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const env = {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      CI: 'true',
    };
    // Exit 1 means errors were found: the report is still on stdout, and the assertions say which.
    const out = await run(process.execPath, [cli, 'lint', '--extends=recommended', '--format=json', file], {
      cwd: dir,
      env,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
    return JSON.parse(out.stdout) as LintReport;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const summary = (problems: LintReport['problems']) =>
  problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);

describe('the OpenAPI document under Redocly recommended', () => {
  const report = useBeforeAll(() => lint(doc));

  it('has no error', () => {
    expect(summary(report.problems.filter((p) => p.severity === 'error'))).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('has no warning but the accepted ones', () => {
    const unexpected = report.problems.filter(
      (p) => p.severity !== 'error' && !acceptedWarnings.includes(p.ruleId),
    );
    expect(summary(unexpected)).toEqual([]);
  });

  it('declares servers, and each operation an id and its security', () => {
    expect((doc as { servers?: unknown[] }).servers?.length).toBeGreaterThan(0);
    for (const op of operationsOf(doc)) {
      expect(op.operation.operationId, `${op.method} ${op.template}`).toEqual(expect.any(String));
      expect(op.operation.security, `${op.method} ${op.template}`).toEqual(expect.any(Array));
    }
  });
});

describe('operationIds', () => {
  it('are unique and camelCase', () => {
    const ids = operationsOf(doc).map((op) => String(op.operation.operationId));
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated, 'operationIds used twice').toEqual([]);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
  });

  it('name the spec calls as clients know them', () => {
    const idOf = (method: string, template: string) =>
      operationsOf(doc).find((op) => op.method === method && op.template === template)?.operation.operationId;
    expect(idOf('POST', authPaths.login)).toBe('authLogin');
    expect(idOf('POST', orderPaths.getItems)).toBe('ordersGetItems');
    expect(idOf('PUT', loadPaths.byId)).toBe('loadsUpdate');
    expect(idOf('GET', systemUserPaths.getMe)).toBe('systemUsersGetMe');
  });
});
