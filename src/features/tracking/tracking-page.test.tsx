import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatus } from '#contract/order-status';
import { trackingTexts, type PublicTracking } from '#contract/tracking';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { errorResponse, json } from '../../testing/table-fetch';
import { renderWithRuntime } from '../../testing/render-with-runtime';
import { MemoryStorage } from '../../testing/memory-storage';
import { TrackingPage } from './tracking-page';

const token = 'A'.repeat(43);
const route = `GET /api/tracking/${token}`;
const page: PublicTracking = {
  orderId: 41,
  status: OrderStatus.InTransit,
  statusText: 'In Transit',
  statusMeaning: 'en route',
  legs: [
    {
      text: null,
      stops: [
        {
          kind: 'pickup',
          city: 'Napa',
          state: 'CA',
          fromDate: null,
          toDate: null,
          doneDate: '2026-02-01T17:00:00.000Z',
        },
        {
          kind: 'delivery',
          city: 'Bend',
          state: 'OR',
          fromDate: '2026-02-03T16:00:00.000Z',
          toDate: null,
          doneDate: null,
        },
      ],
    },
  ],
  lastUpdate: '2026-02-01T17:00:00.000Z',
  expiresAt: '2026-03-01T17:00:00.000Z',
};
const open = (answer: () => Response) =>
  renderWithRuntime(<TrackingPage params={{ token }} />, {
    url: `/track/${token}`,
    storage: new MemoryStorage(),
    routes: { [route]: answer },
  });

describe('the public tracking page', () => {
  it('shows the order’s status and its stops by city and state, done or not yet', async () => {
    const { container } = open(() => json(page));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #41' })).toBeInTheDocument();
    expect(screen.getByText('In Transit')).toBeInTheDocument();
    const [pickup, delivery] = screen.getAllByRole('listitem');
    expect(pickup).toHaveTextContent('Pickup · Napa, CA');
    expect(pickup).toHaveTextContent('Picked up');
    expect(delivery).toHaveTextContent('Delivery · Bend, OR');
    expect(delivery).toHaveTextContent('Not yet');
    expect(delivery).toHaveTextContent(/From 02\/03\/2026/);
    await expectNoAxeViolations(container);
  });

  it('says plainly that a revoked link is off, and shows no order', async () => {
    open(() => errorResponse(410, trackingTexts.revoked));
    expect(await screen.findByText(trackingTexts.revoked)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Order #/ })).toBeNull();
  });
});
