import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { servedDocument } from '#fixtures/openapi-walk';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';

/**
 * Issue #27: a client written from the document alone keeps working. Types are generated from the served
 * document with openapi-typescript (as a client's build would), and a few calls written against them are
 * type-checked: valid ones must pass, and each `@ts-expect-error` line must really be an error, or the
 * compiler reports the directive as unused and the test fails (decision 070).
 */
const t = useTestApp();
const doc = useBeforeAll(() => servedDocument(t));
let dir = '';
afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

/** Calls a client would write, by operationId, with the shapes the document gives. */
const calls = `
import type { operations } from './api';

type Body<Id extends keyof operations> = operations[Id] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type Ok<Id extends keyof operations> = operations[Id]['responses'] extends {
  200: { content: { 'application/json': infer R } };
}
  ? R
  : never;
type PathParams<Id extends keyof operations> = operations[Id]['parameters']['path'];

export const signIn: Body<'authLogin'> = { login: 'admin@example.com', password: 'secret', timezoneOffsetMinutes: 60 };
// @ts-expect-error the password is required
export const signInWithoutPassword: Body<'authLogin'> = { login: 'admin@example.com' };
export const token = (answer: Ok<'authLogin'>): string | null => answer.token;

export const ordersPage: Body<'ordersGetItems'> = {
  pageNumber: 0,
  pageSize: 20,
  filterText: 'acme',
  filters: [[{ property: 'refOrderStatusId', value: 200, compareType: 1, operatorType: 1 }]],
};
export const badCompare: Body<'ordersGetItems'> = {
  // @ts-expect-error 6 is not a compare type
  filters: [[{ property: 'poNumber', value: 'x', compareType: 6, operatorType: 1 }]],
};
export function firstOrderId(rows: Ok<'ordersGetItems'>): number | undefined {
  const row = rows[0];
  return row && 'orderId' in row ? row.orderId : undefined;
}
// @ts-expect-error an order row has no loadId
export const noLoadId = (rows: Ok<'ordersGetItems'>) => rows.map((r) => r.loadId);

export const loadPath: PathParams<'loadsUpdate'> = { id: 12 };
export const loadUpdate: Body<'loadsUpdate'> = { refLoadStatusId: 2, trailerNumber: 'TR-1', miles: 120 };
// @ts-expect-error 7 is not a load status
export const badStatus: Body<'loadsUpdate'> = { refLoadStatusId: 7 };
// @ts-expect-error the status is required
export const noStatus: Body<'loadsUpdate'> = { trailerNumber: 'TR-1' };
export const updatedLoadId = (load: Ok<'loadsUpdate'>): number => load.loadId;

// @ts-expect-error no operation has this id
export type Missing = operations['ordersGetEverything'];
`;

function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    lib: ['lib.es2022.d.ts'],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    return `${d.file?.fileName.split('/').pop() ?? ''}:${where ? where.line + 1 : '?'} ${text}`;
  });
}

describe('a client typed from the document', () => {
  it('accepts valid calls and refuses invalid ones', async () => {
    dir = await mkdtemp(join(tmpdir(), 'openapi-client-'));
    const types = astToString(await openapiTS(doc as unknown as OpenAPI3));
    await writeFile(join(dir, 'api.d.ts'), types);
    await writeFile(join(dir, 'calls.ts'), calls);
    expect(typeErrors([join(dir, 'calls.ts')])).toEqual([]);
  }, 60_000);
});
