import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission as P } from '#contract/permissions';
import { webhookTexts } from '#contract/webhook';
import { authStorageKey } from '#machines/session/auth-store';
import { ConfirmHost } from '../../app/confirm-host';
import { SnackbarHost } from '../../app/snackbar-host';
import { adminAuth } from '../../testing/auth-fixtures';
import { MemoryStorage } from '../../testing/memory-storage';
import { renderWithRuntime } from '../../testing/render-with-runtime';
import { json } from '../../testing/table-fetch';
import { WebhookDetailsPage } from './webhooks-pages';

configure({ asyncUtilTimeout: 3000 });

const endpoint = {
  webhookEndpointId: 4,
  url: 'https://erp.example.com/hooks',
  description: 'ERP',
  eventGroups: ['order.status'],
  active: true,
  dateAdded: '2026-11-27T10:00:00.000Z',
  dateModified: '2026-11-27T10:00:00.000Z',
  lastStatus: null,
  lastAttemptAt: null,
};
const rotate = 'POST /api/System/Webhooks/rotateSecret/4';

describe('Webhook Details: rotating the secret', () => {
  it('asks first, then shows the new secret once', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      authStorageKey,
      JSON.stringify(adminAuth([P.PortalAccess, P.AdminPortalAccess, P.UserView, P.UserUpdate])),
    );
    const view = renderWithRuntime(
      <>
        <WebhookDetailsPage params={{ id: '4' }} />
        <ConfirmHost />
        <SnackbarHost />
      </>,
      {
        storage,
        routes: {
          'GET /api/System/Webhooks/getItemById/4': () => json(endpoint),
          'GET /api/System/Webhooks/getDeliveries/4': () => json([]),
          [rotate]: () =>
            json({ ...endpoint, secret: 'whsec_NEWNEWNEW', previousSecretUntil: '2026-11-28T10:00:00.000Z' }),
        },
      },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(webhookTexts.rotateConfirm);
    await view.user.click(within(confirm).getByRole('button', { name: 'Rotate' }));
    await waitFor(() => expect(view.callsTo(rotate)).toHaveLength(1));
    expect(view.callsTo(rotate)[0]!.body).toEqual({ graceHours: 24 });
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_NEWNEWNEW');
  });
});
