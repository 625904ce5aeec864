import { OrderStatus } from '#contract/order-status';
import { trackingPageMachine } from '#machines/tracking-page/tracking-page.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError } from './kit-helpers';

const page = {
  orderId: 7,
  status: OrderStatus.InTransit,
  statusText: 'In Transit',
  statusMeaning: 'en route',
  legs: [],
  lastUpdate: '2026-02-01T17:00:00.000Z',
  expiresAt: '2026-03-01T17:00:00.000Z',
};

export const trackingPageKit = defineTestKit(trackingPageMachine, {
  actors: {
    read: {
      done: { found: page },
      error: {
        expired: apiError(410, 'This tracking link has expired. Ask the sender for a new link.'),
        throttled: apiError(429, 'Too many requests for tracking pages from your address.'),
      },
    },
  },
  expect: {
    reading: (s) => check(s.hasTag('busy'), 'the page says it is reading'),
    showing: (s) =>
      check(s.context.page !== null && s.context.error === null, 'the order shows, with no error'),
    failed: (s) => check(s.hasTag('error') && s.context.error, 'the reason shows'),
    closed: (s) =>
      check(s.status === 'done' && s.context.error, 'the link’s sentence shows, and nothing more is read'),
  },
});
