import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Load } from '#contract/load';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Permission as P } from '#contract/permissions';
import { SnackbarHost } from '../../../app/snackbar-host';
import { signedInAs } from '../../../shared/records/testing/record-fixtures';
import { json } from '../../../testing/table-fetch';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { loadDetailPages } from './load-detail-pages';
import { loadServer, staffStorage } from '../../../shared/loads/testing/load-fixtures';

configure({ asyncUtilTimeout: 3000 });

async function openModal(stopNumber = 1) {
  const Page = loadDetailPages['Load Details'];
  const server = loadServer();
  const view = renderWithRuntime(
    <>
      <Page params={{ loadId: '7' }} />
      <SnackbarHost />
    </>,
    { routes: server.routes, storage: staffStorage() },
  );
  await view.user.click(await screen.findByRole('button', { name: `Open Stop ${stopNumber}` }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, server, dialog: within(dialog), dialogElement: dialog };
}

describe('Load stop detail modal', () => {
  it('shows the stop as spec 2 §2 describes; passes axe', async () => {
    const { dialog, dialogElement } = await openModal(1);
    expect(dialog.getByRole('heading', { level: 2 })).toHaveTextContent('Load #7');
    expect(dialog.getByRole('heading', { level: 2 })).toHaveTextContent('Booked');
    expect(dialog.getByRole('heading', { level: 2 })).toHaveTextContent('CURRENT STOP');
    expect(dialog.getByText('Stop 1 of 3')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Receiving Summary' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Winery 1 (101)' })).toBeInTheDocument();
    const orders = within(dialog.getByRole('table', { name: 'Orders' }));
    expect(orders.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Producer',
      'PO #',
      'Cases',
    ]);
    expect(orders.getByRole('link', { name: 'Order #41' })).toHaveAttribute('href', '/orders/41');
    expect(orders.getByText('PO-41')).toBeInTheDocument();
    expect(dialog.getByLabelText('Picked up at:')).toBeDisabled();
    expect(dialog.getByLabelText('Carrier Stop Note')).toBeEnabled();
    expect(dialog.getByRole('heading', { name: 'Delivery window' })).toBeInTheDocument();
    expect(dialog.queryByLabelText('Scheduled with')).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Description of Issue')).not.toBeInTheDocument();
    await expectNoAxeViolations(dialogElement);
  });

  it('Receiving Summary opens its PDF preview dialog for the stop shown, over the stop modal', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:receiving');
    URL.revokeObjectURL = vi.fn();
    const { dialog, user, server, callsTo } = await openModal(1);
    server.routes['POST /api/Reports/getReceivingSummaryReport'] = () =>
      new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf' },
      });
    await user.click(dialog.getByRole('button', { name: 'Receiving Summary' }));
    const preview = within(await screen.findByRole('dialog', { name: 'Receiving Summary 7' }));
    expect(await preview.findByTitle('Receiving Summary 7 preview')).toHaveAttribute('src', 'blob:receiving');
    expect(callsTo('POST /api/Reports/getReceivingSummaryReport')[0]!.body).toEqual({
      fields: { loadId: 7, loadStopId: 1 },
    });
    expect(preview.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('a consolidation order carries the c badge; the next stop has no CURRENT STOP badge', async () => {
    const { dialog, user } = await openModal(1);
    await user.click(dialog.getByRole('button', { name: 'Next stop' }));
    await user.click(dialog.getByRole('button', { name: 'Next stop' }));
    expect(dialog.getByText('Stop 3 of 3')).toBeInTheDocument();
    expect(dialog.getByRole('heading', { level: 2 })).not.toHaveTextContent('CURRENT STOP');
    expect(dialog.getByLabelText('Consolidation')).toHaveTextContent('c');
    expect(dialog.getByRole('button', { name: 'Next stop' })).toBeDisabled();
  });

  it('ticking sets the time, previous/next keep the edits, Save saves the after copy and closes', async () => {
    const { dialog, user, callsTo } = await openModal(1);
    await user.click(dialog.getByRole('checkbox', { name: 'Picked up' }));
    expect(dialog.getByLabelText('Picked up at:')).toBeEnabled();
    expect((dialog.getByLabelText('Picked up at:') as HTMLInputElement).value).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d$/,
    );
    await user.click(dialog.getByRole('button', { name: 'Next stop' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Appointment' }));
    await user.type(dialog.getByLabelText('Scheduled with'), 'Desk');
    await user.click(dialog.getByRole('checkbox', { name: 'Issue with stop' }));
    await user.type(dialog.getByLabelText('Description of Issue'), 'Shut');
    await user.click(dialog.getByRole('button', { name: 'Previous stop' }));
    expect(dialog.getByRole('checkbox', { name: 'Picked up' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The modal's Save is a stop edit like a tick (decision 064): saved with its save state.
    await waitFor(() => expect(callsTo('PUT /api/Loads/7')).toHaveLength(1));
    const body = callsTo('PUT /api/Loads/7')[0]!.body as Load;
    expect(body.loadStops[0]).toMatchObject({ loadStopId: 1, pickedUpOrDelivered: true });
    expect(body.loadStops[1]).toMatchObject({
      loadStopId: 2,
      hasAppointment: true,
      scheduledWithDescription: 'Desk',
      stopHasIssue: true,
      issueDescription: 'Shut',
    });
    expect(await screen.findByText('Load #7 saved successfully.')).toBeInTheDocument();
    // The page starts over from the saved load: stop 1 now reads as picked up.
    expect(await screen.findByRole('heading', { name: /^Stop 1: Picked Up/ })).toBeInTheDocument();
  });

  it('a stop out of turn cannot be ticked and says why', async () => {
    const { dialog, user } = await openModal(2);
    const box = dialog.getByRole('checkbox', { name: 'Delivered' });
    expect(box).toBeDisabled();
    await user.hover(box.closest('span')!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Load stops must be resolved in order so that statuses are calculated correctly. The next stop is Stop #1.',
    );
  });

  it('Cancel and the close button restore what was there', async () => {
    const { dialog, user, callsTo } = await openModal(1);
    await user.type(dialog.getByLabelText('Carrier Stop Note'), 'Call');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open Stop 1' }));
    const again = within(await screen.findByRole('dialog'));
    expect(again.getByLabelText('Carrier Stop Note')).toHaveValue('');
    await user.click(again.getByRole('checkbox', { name: 'Picked up' }));
    await user.click(again.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open Stop 1' }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('checkbox', { name: 'Picked up' }),
    ).not.toBeChecked();
    expect(callsTo('PUT /api/Loads/7')).toHaveLength(0);
  });

  it('a window with From after To stays open with the message', async () => {
    const { dialog, user, callsTo } = await openModal(1);
    const from = dialog.getByLabelText('From');
    const to = dialog.getByLabelText('To');
    await user.type(to, '2026-11-20T10:00');
    await user.type(from, '2026-11-21T10:00');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('From must not be after To')).toBeInTheDocument();
    expect(callsTo('PUT /api/Loads/7')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Clear From' }));
    expect(dialog.getByLabelText('From')).toHaveValue('');
  });
});

describe('a carrier in the stop modal', () => {
  it('saves carrier stop notes alone through putCarrierStopNotes, with the spec’s text', async () => {
    const server = loadServer();
    const Page = loadDetailPages['Load Details'];
    const view = renderWithRuntime(
      <>
        <Page params={{ loadId: '7' }} />
        <SnackbarHost />
      </>,
      {
        routes: {
          ...server.routes,
          'PUT /api/Loads/putCarrierStopNotes': ({ body }) => json(body),
        },
        storage: signedInAs('carrier', [P.PortalAccess, P.LoadView, P.LoadUpdate]),
      },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Open Stop 2' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('From')).toBeDisabled();
    await view.user.type(dialog.getByLabelText('Carrier Stop Note'), 'Dock 4');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Load Locations 2 saved successfully.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(view.callsTo('PUT /api/Loads/putCarrierStopNotes')[0]!.body).toEqual({
      stopNoteUpdates: [{ objectId: 2, updatedNote: 'Dock 4' }],
    });
    expect(view.callsTo('PUT /api/Loads/7')).toHaveLength(0);
  });
});
