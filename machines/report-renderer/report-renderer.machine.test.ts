import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { reportRendererMachine, type RenderedReport } from './report-renderer.machine';
import { selectReportRendererView } from './report-renderer.selectors';

const pdf: RenderedReport = { blob: new Blob(['%PDF-1.7']), fileName: 'CDTFA_2025-05-01.pdf' };

/** An actor whose generate calls the test settles by hand, recording each request and abort. */
const start = () => {
  const calls: { request: unknown; aborted: () => boolean; settle: (r: RenderedReport | Error) => void }[] =
    [];
  const actor = createActor(
    reportRendererMachine.provide({
      actors: {
        generate: fromPromise<RenderedReport, { request: unknown }>(
          ({ input, signal }) =>
            new Promise((resolve, reject) =>
              calls.push({
                request: input.request,
                aborted: () => signal.aborted,
                settle: (r) => (r instanceof Error ? reject(r) : resolve(r)),
              }),
            ),
        ),
      },
    }),
  ).start();
  return { actor, calls, view: () => selectReportRendererView(actor.getSnapshot()) };
};

describe('report renderer', () => {
  it('generates with the filters, shows the report, and refreshes with the same filters', async () => {
    const { actor, calls, view } = start();
    expect(view()).toMatchObject({ generating: false, shown: false, canRefresh: false });
    actor.send({ type: 'report.generate', request: { fields: { orderCustomerId: 3 } } });
    expect(view().generating).toBe(true);
    calls[0]!.settle(pdf);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ shown: true, report: pdf, canRefresh: true, error: null });
    actor.send({ type: 'report.refresh' });
    expect(calls[1]!.request).toEqual({ fields: { orderCustomerId: 3 } });
    calls[1]!.settle(pdf);
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'report.generate', request: { fields: { orderCustomerId: 4 } } });
    expect(calls[2]!.request).toEqual({ fields: { orderCustomerId: 4 } });
  });

  it('a new Generate Report while one runs abandons the first', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'report.generate', request: 1 });
    actor.send({ type: 'report.generate', request: 2 });
    expect(calls[0]!.aborted()).toBe(true);
    expect(calls[1]!.request).toBe(2);
    calls[1]!.settle(pdf);
    await waitFor(actor, (s) => s.matches('shown'));
  });

  it('shows why it failed until dismissed, and can try again', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'report.generate', request: 1 });
    calls[0]!.settle(new Error('Please choose a start date'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view().error).toBe('Please choose a start date');
    actor.send({ type: 'report.refresh' });
    expect(view()).toMatchObject({ generating: true, error: null });
    calls[1]!.settle(new Error('again'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'report.dismiss' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(view().error).toBeNull();
    actor.send({ type: 'report.generate', request: 2 });
    calls[2]!.settle(new Error('third'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'report.generate', request: 3 });
    expect(view().error).toBeNull();
    expect(calls[3]!.request).toBe(3);
  });
});
