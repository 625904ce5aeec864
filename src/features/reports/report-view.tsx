import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { usStates50 } from '#contract/geography';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Card } from '#ui/components/card/card';
import { DateField } from '#ui/components/date-field/date-field';
import { EditField } from '#ui/components/edit-field/edit-field';
import { Inline } from '#ui/components/inline/inline';
import { PageHeader } from '#ui/components/page-header/page-header';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { RouteTabs } from '../../app/route-tabs';
import { preview } from '../../shared/reports/report-preview.css';
import * as s from './report-page.css';
import { reportTabs, type ReportPageName } from './reports.tabs';
import type { ReportPageProps } from './use-report-page';

const stateOptions = [
  { value: '', label: 'All states' },
  ...usStates50.map((st) => ({ value: String(st.id), label: st.name })),
];

/** One report screen (spec 2 §2 Reports): title, filters, Generate Report, the preview or the download. */
export function ReportView(props: ReportPageProps) {
  const { title, format, filters, setFilter, filterKinds, generating, error, report, previewUrl } = props;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    props.generate();
  };
  return (
    <Stack gap="lg" padding="xl" width="full" marginX="auto" className={s.page}>
      <PageHeader
        title={title}
        actions={
          props.isCustomer && (
            <Link href="/users/profile" className={textLinkClass()}>
              Report subscriptions
            </Link>
          )
        }
      />
      <RouteTabs tabs={reportTabs} active={title as ReportPageName} ids={{}} />
      <Card>
        <form onSubmit={onSubmit} noValidate aria-label={`${title} filters`}>
          <div className={s.filters}>
            {props.window && (
              <>
                <DateField
                  label="From"
                  value={filters.from}
                  onChange={(day) => setFilter('from', day ?? '')}
                />
                <DateField label="To" value={filters.to} onChange={(day) => setFilter('to', day ?? '')} />
              </>
            )}
            {filterKinds.includes('customer') && (
              <EditField
                type="combobox"
                label="Customer"
                value={filters.orderCustomerId}
                valueLabel={filters.orderCustomerName || undefined}
                onChange={(value, option) => {
                  setFilter('orderCustomerId', value);
                  setFilter('orderCustomerName', option?.label ?? '');
                }}
                {...props.customers}
                placeholder="All customers"
              />
            )}
            {filterKinds.includes('states') && (
              <EditField
                type="select"
                label="Destination state"
                value={filters.statesList[0] ?? ''}
                options={stateOptions}
                onChange={(v) => setFilter('statesList', v ? [v] : [])}
              />
            )}
            {filterKinds.includes('warehouse') && (
              <EditField
                type="checkbox"
                label="Only NWDS warehouses"
                value={filters.onlyNWDWarehouses}
                onChange={(v) => setFilter('onlyNWDWarehouses', v)}
              />
            )}
          </div>
          <Inline gap="sm" alignY="center" marginTop="lg">
            <Button type="submit" loading={generating}>
              Generate Report
            </Button>
            {report && format === 'pdf' && (
              <>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={props.refresh}
                  disabled={!props.canRefresh}
                >
                  Refresh
                </Button>
                <Button type="button" variant="secondary" onClick={props.download}>
                  Download
                </Button>
              </>
            )}
          </Inline>
        </form>
      </Card>
      <AlertBanner
        type="error"
        open={Boolean(error)}
        onDismiss={props.dismiss}
        dismissLabel="Dismiss"
        marginBottom={0}
      >
        {error}
      </AlertBanner>
      {generating ? (
        <Spinner block label={`Generating the ${title} report`} />
      ) : previewUrl ? (
        <iframe className={preview} title={`${title} preview`} src={previewUrl} />
      ) : report && format === 'xlsx' ? (
        <p className={s.note} role="status">
          {report.fileName} was downloaded.
        </p>
      ) : (
        <p className={s.note}>
          {format === 'pdf'
            ? 'Choose the filters and Generate Report to see the report here.'
            : 'Choose the filters and Generate Report to download the spreadsheet.'}
        </p>
      )}
    </Stack>
  );
}
