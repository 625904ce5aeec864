import { LoadStopType } from '#contract/load-codes';
import { journeyStop } from '#machines/order-journey/journey-fixture';
import type { StopModalInput } from '#machines/stop-editing/stop-editing.machine';
import { stopModalHostMachine } from '#machines/stop-editing/stop-modal-host.machine';
import { check, defineTestKit } from '../test-kit';
import { lastCallInput } from './kit-helpers';

const stops = [journeyStop(121, 1, 'pickup'), journeyStop(122, 2, 'delivery')];

export const stopModalHostKit = defineTestKit(stopModalHostMachine, {
  events: {
    'modal.opened': [{ type: 'modal.opened', stops, index: 1, loadDelivered: false, loadId: 12, legs: [] }],
  },
  actors: {
    stopModal: {
      done: {
        saved: { saved: { before: stops, after: stops.map((s) => ({ ...s, stopDirections: 'Dock 4' })) } },
        closed: { saved: null },
      },
    },
  },
  expect: {
    open: (s, run) => {
      const input = lastCallInput<StopModalInput>(run, 'stopModal');
      check(s.hasTag('open') && s.context.opened !== null, 'open: the modal runs on where it was opened');
      check(
        input?.stops[input.index]?.loadStopId === 122 &&
          input.stops[0]?.refLoadStopTypeId === LoadStopType.Pickup,
        'the child opens on the stop chosen, with the stops as they were',
      );
    },
    closed: (s) =>
      check(s.context.opened === null && !s.hasTag('open'), 'closed: nothing is remembered open'),
  },
});
