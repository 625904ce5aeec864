import type { ComponentType } from 'react';
import { type ReportSegment } from '#contract/report-request';
import { reportScreens } from '#contract/report-screens';
import { ReportView } from './report-view';
import { useReportPage } from './use-report-page';

function ReportPage({ segment }: { segment: ReportSegment }) {
  return <ReportView {...useReportPage(segment)} />;
}

/** The report screens by route name (their titles), one renderer each (spec 2 §2). */
export const reportPages: Record<string, ComponentType> = Object.fromEntries(
  reportScreens.map(({ segment, title }) => {
    const Page = () => <ReportPage segment={segment} />;
    Page.displayName = `ReportPage(${segment})`;
    return [title, Page];
  }),
);
