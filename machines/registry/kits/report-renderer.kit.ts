import { reportRendererMachine } from '#machines/report-renderer/report-renderer.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput } from './kit-helpers';

const request = { fields: { dateStartInclusive: '2025-05-01', dateEndExclusive: '2025-06-01' } };

export const reportRendererKit = defineTestKit(reportRendererMachine, {
  events: { 'report.generate': [{ type: 'report.generate', request }] },
  actors: {
    generate: {
      done: { pdf: { blob: null, fileName: 'Order_Picked_Dates_2025-05-01.pdf' } },
      error: {
        invalid: apiError(400, 'Some fields are not valid.'),
        serverError: apiError(500, 'Server error'),
      },
    },
  },
  expect: {
    generating: (s, run) => {
      check(s.hasTag('busy'), 'the screen shows it is working');
      check(
        lastCallInput<{ request: unknown }>(run, 'generate')?.request === s.context.request,
        'it runs the kept filters',
      );
    },
    shown: (s) => check(s.context.report && !s.context.error, 'the report is there'),
    failed: (s) => check(s.hasTag('error') && s.context.error, 'the server’s text shows'),
    idle: (s) => check(!s.context.error, 'no alert is left over'),
  },
});
