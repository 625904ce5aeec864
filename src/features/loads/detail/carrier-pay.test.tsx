import { configure, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Load } from '#contract/load';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { loadDetailPages } from './load-detail-pages';
import { loadServer, staffStorage } from '../../../shared/loads/testing/load-fixtures';

configure({ asyncUtilTimeout: 5000 });

it('Carrier Pay edits the rate, charges and payment of the load and saves them with it; passes axe', async () => {
  const Page = loadDetailPages['Carrier Pay'];
  const view = renderWithRuntime(<Page params={{ loadId: '7' }} />, {
    routes: loadServer().routes,
    storage: staffStorage(),
  });
  expect(await screen.findByLabelText('Carrier Rate')).toHaveValue(900);
  for (const label of [
    'Accessory Charge',
    'Paid Amount',
    'Check Number',
    'Invoice Number',
    'Paid Date',
    'Note',
  ])
    expect(screen.getByLabelText(label)).toBeEnabled();
  expect(screen.getByRole('combobox', { name: 'Paid By' })).toBeInTheDocument();
  await view.user.type(screen.getByLabelText('Accessory Charge'), '75');
  await view.user.type(screen.getByLabelText('Accessory Charge Description'), 'Lumper');
  await view.user.click(screen.getByRole('checkbox', { name: 'Paid' }));
  await view.user.type(screen.getByLabelText('Check Number'), '1042');
  await expectNoAxeViolations(view.container);
  await view.user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.callsTo('PUT /api/Loads/7')).toHaveLength(1));
  expect(view.callsTo('PUT /api/Loads/7')[0]!.body as Load).toMatchObject({
    carrierRate: 900,
    carrierAccessoryCharge: 75,
    carrierAccessoryChargeDescription: 'Lumper',
    carrierPaid: true,
    carrierPaidCheckNumber: '1042',
  });
  expect(await screen.findByText('Load #7 saved successfully.')).toBeInTheDocument();
});
