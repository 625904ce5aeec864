import { assign, setup } from 'xstate';
import { errorText } from '../shared/error-text';
import { injectedCall, machineTypes } from '../shared/injected';

/** A generated report: a PDF to preview, or a spreadsheet the browser already saved (blob null). */
export interface RenderedReport {
  blob: Blob | null;
  fileName: string;
}

export type ReportRendererEvent =
  { type: 'report.generate'; request: unknown } | { type: 'report.refresh' } | { type: 'report.dismiss' };

interface ReportRendererContext {
  /** The request of the last Generate Report (the filters), which Refresh repeats. */
  request: unknown;
  report: RenderedReport | null;
  error: string | null;
}

/**
 * The report screens' renderer (spec 2 §2 Reports): Generate Report runs the report on the server with the
 * form's filters; a PDF is then shown inline (refresh and download stay), a spreadsheet is saved by the
 * browser; a failure shows in a dismissible alert and keeps the form as it was.
 */
export const reportRendererMachine = setup({
  types: machineTypes<ReportRendererContext, ReportRendererEvent, undefined, 'busy' | 'error'>(),
  actors: {
    generate: injectedCall<RenderedReport, { request: unknown }>('generate'),
  },
  actions: {
    keepRequest: assign(({ event }) => (event.type === 'report.generate' ? { request: event.request } : {})),
    keepReport: assign((_, params: { report: RenderedReport }) => ({ report: params.report, error: null })),
    keepError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'reportRenderer',
  context: { request: null, report: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No report yet: the filter form and Generate Report.',
      on: { 'report.generate': { target: 'generating', actions: 'keepRequest' } },
    },
    generating: {
      description: 'The server makes the report; a new Generate Report starts over with the new filters.',
      tags: ['busy'],
      invoke: {
        id: 'generate',
        src: 'generate',
        input: ({ context }) => ({ request: context.request }),
        onDone: {
          target: 'shown',
          actions: { type: 'keepReport', params: ({ event }) => ({ report: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'report.generate': { target: 'generating', reenter: true, actions: 'keepRequest' } },
    },
    shown: {
      description: 'The PDF is previewed (or the spreadsheet saved); Refresh runs the same request again.',
      on: {
        'report.generate': { target: 'generating', actions: 'keepRequest' },
        'report.refresh': { target: 'generating' },
      },
    },
    failed: {
      description:
        'The report failed; the reason shows in an alert until dismissed or the report is tried again.',
      tags: ['error'],
      on: {
        'report.generate': { target: 'generating', actions: ['clearError', 'keepRequest'] },
        'report.refresh': { target: 'generating', actions: 'clearError' },
        'report.dismiss': { target: 'idle', actions: 'clearError' },
      },
    },
  },
});
