import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignInResult } from '#contract/identity';
import { Permission as P } from '#contract/permissions';
import { authStorageKey } from '#machines/session/auth-store';
import { customerAuth, employeeAuth } from '../../../testing/auth-fixtures';
import { MemoryStorage } from '../../../testing/memory-storage';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { json } from '../../../testing/table-fetch';
import { NoticeMailsPanel } from './notice-mails-panel';

configure({ asyncUtilTimeout: 3000 });

const mails = 'GET /api/Notices/getMailsByOrderId/5';
const base = {
  toAddress: 'ana@harbor.test',
  subject: 'Order #5 was delivered',
  dateAdded: '2026-11-27T10:00:00.000Z',
  lastAttemptAt: '2026-11-27T10:00:01.000Z',
};

const render = (auth: SignInResult) => {
  const storage = new MemoryStorage();
  storage.setItem(authStorageKey, JSON.stringify(auth));
  return renderWithRuntime(<NoticeMailsPanel orderId={5} />, {
    storage,
    routes: {
      [mails]: () =>
        json([
          {
            ...base,
            noticeMailId: 2,
            kind: 'delivered',
            status: 'delivered',
            attempts: 2,
            lastError: null,
            deliveredAt: '2026-11-27T10:00:06.000Z',
          },
          {
            ...base,
            noticeMailId: 1,
            kind: 'pickedUp',
            status: 'failed',
            attempts: 9,
            lastError: 'Try again later',
            deliveredAt: null,
          },
        ]),
    },
  });
};

describe('Notice e-mails of an order', () => {
  it('lists each mail with its delivery for staff', async () => {
    render(employeeAuth([P.PortalAccess, P.OrderView]));
    const table = within(await screen.findByRole('table', { name: 'Notice e-mails' }));
    expect(await table.findByText(/^Delivered /)).toBeInTheDocument();
    expect(table.getByText('Failed: Try again later')).toBeInTheDocument();
    expect(table.getByText('Picked up')).toBeInTheDocument();
  });

  it('is not shown to a customer login, which never asks', async () => {
    const view = render(customerAuth([P.PortalAccess, P.OrderView]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('table', { name: 'Notice e-mails' })).not.toBeInTheDocument();
    expect(view.callsTo(mails)).toHaveLength(0);
  });
});
