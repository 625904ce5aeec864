import { describe, expect, it } from 'vitest';
import { homePageTexts } from '#contract/home-page';
import { sessionPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { createSignedInUser, errorBody } from '#fixtures/auth-helpers';
import { createOwners } from '#fixtures/record-owners';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';

/** Issue #31: `/` leads to the orders list (spec 1 §2) unless a person chose the board in their profile. */
const t = useTestApp();
const d = useBeforeAll(async () => {
  const owners = await createOwners(t);
  const dispatcher = await createSignedInUser(t, {
    identities: [{ type: 'employee', permissionCodes: [P.PortalAccess, P.LoadView, P.OrderView] }],
  });
  const clerk = await createSignedInUser(t, {
    identities: [{ type: 'employee', permissionCodes: [P.PortalAccess, P.OrderView] }],
  });
  const customer = await createSignedInUser(t, {
    identities: [
      {
        type: 'customer',
        permissionCodes: [P.PortalAccess, P.OrderView, P.LoadView],
        orderCustomerId: owners.a.customerId,
      },
    ],
  });
  return { dispatcher, clerk, customer };
});

const read = async (token: string) => {
  const res = await t.call('GET', sessionPaths.getHomePage, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { homePage: string }).homePage;
};
const choose = (token: string, homePage: unknown) =>
  t.call('PUT', sessionPaths.putHomePage, { token, body: { homePage } });

describe('the home page a person chooses (issue #31)', () => {
  it('is the orders list until chosen, then the board, kept for the person, and back', async () => {
    expect(await read(d.dispatcher.token)).toBe('orders');
    const saved = await choose(d.dispatcher.token, 'board');
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toEqual({ homePage: 'board' });
    expect(await read(d.dispatcher.token)).toBe('board');
    // Another person's choice is their own.
    expect(await read(d.clerk.token)).toBe('orders');
    expect((await choose(d.dispatcher.token, 'orders')).status).toBe(200);
    expect(await read(d.dispatcher.token)).toBe('orders');
  });

  it('refuses the board to someone who may not open it, naming the field', async () => {
    for (const token of [d.clerk.token, d.customer.token]) {
      const res = await choose(token, 'board');
      expect(res.status).toBe(400);
      expect((await errorBody(res)).fields).toEqual({ homePage: homePageTexts.boardNotAllowed });
      expect(await read(token)).toBe('orders');
    }
    expect((await choose(d.customer.token, 'orders')).status).toBe(200);
  });

  it('refuses a page it does not know, and extra fields', async () => {
    expect((await choose(d.dispatcher.token, 'reports')).status).toBe(400);
    const extra = await t.call('PUT', sessionPaths.putHomePage, {
      token: d.dispatcher.token,
      body: { homePage: 'board', systemUserId: 1 },
    });
    expect(extra.status).toBe(400);
  });
});
