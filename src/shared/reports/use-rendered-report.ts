import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { browserDownload } from '#client/browser-download';
import { reportFileName } from '#contract/report-request';
import {
  reportRendererMachine,
  type RenderedReport,
} from '#machines/report-renderer/report-renderer.machine';
import { selectReportRendererView } from '#machines/report-renderer/report-renderer.selectors';
import { fromCall } from '../../app/from-call';
import { useRuntime } from '../../app/runtime-context';
import { businessToday } from '../format/business-zone';

export interface RenderedReportOptions {
  /** Names the file: 'Load Summary 12' saves as 'Load_Summary_12_{day}.pdf'. */
  title: string;
  format?: 'pdf' | 'xlsx';
  /** Runs the report on the server with the request Generate was given. */
  run: (request: unknown, signal: AbortSignal) => Promise<Blob | null>;
}

/**
 * One report's renderer (spec 2 §2 Reports), for a report screen and the report dialogs alike: the renderer
 * machine runs `run`, a PDF is previewed through an object URL (released when replaced or left), Refresh
 * repeats the last request and Download saves the shown report under its spec file name.
 */
export function useRenderedReport({ title, format = 'pdf', run }: RenderedReportOptions) {
  const runtime = useRuntime();
  const actor = useActorRef(
    reportRendererMachine.provide({
      actors: {
        generate: fromCall<RenderedReport, { request: unknown }>(async ({ input, signal }) => {
          const blob = await run(input.request, signal);
          // The business day, as the server names the file it sends (an XLSX attachment) and dates the report.
          return { blob, fileName: reportFileName(title, businessToday(), format) };
        }),
      },
    }),
    { inspect: runtime.inspect },
  );
  const view = useSelector(actor, selectReportRendererView, shallowEqual);
  const blob = view.report?.blob ?? null;
  const previewUrl = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  return {
    ...view,
    previewUrl,
    generate: (request: unknown) => actor.send({ type: 'report.generate', request }),
    refresh: () => actor.send({ type: 'report.refresh' }),
    dismiss: () => actor.send({ type: 'report.dismiss' }),
    download: () => view.report?.blob && browserDownload(view.report.blob, view.report.fileName),
  };
}

export type RenderedReportBinding = ReturnType<typeof useRenderedReport>;
