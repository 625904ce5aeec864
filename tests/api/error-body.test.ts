import { describe, expect, it } from 'vitest';
import { orderPaths } from '#contract/paths';
import { errorBody } from '#fixtures/auth-helpers';
import { useAdmin, useTestApp } from '#fixtures/file-app';

/** A failure nobody planned for answers the one error body, with no stack, SQL or driver text (issue #18). */
const t = useTestApp();
const admin = useAdmin(t);

describe('an unexpected server error', () => {
  it('is a 500 "Server error" that says nothing about the query or the code', async () => {
    // The table the order list reads is gone: the database answers with an error no handler expects.
    await t.database.exec('drop table orders cascade');
    const res = await t.call('POST', orderPaths.getItems, {
      token: admin.token,
      body: { pageNumber: 1, pageSize: 5 },
    });
    expect(res.status).toBe(500);
    const text = await res.clone().text();
    // The request's id, for a person to quote, is the one thing it adds (issue #27).
    expect(await errorBody(res)).toEqual({
      statusText: 'Server error',
      code: 'server_error',
      requestId: res.headers.get('x-request-id'),
    });
    expect(text).not.toMatch(/select|relation|orders|\.ts:\d/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
