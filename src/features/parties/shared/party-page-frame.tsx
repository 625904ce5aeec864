import type { ReactNode } from 'react';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { DetailPageFrame } from '../../../app/detail-page-frame';
import type { ListLink } from '../../../app/not-found-state';
import type { TabSet } from '../../../app/tab-set';

/**
 * The frame of a customer's, a carrier's or a location's page: the detail page frame with the party's
 * presence, its tab bar on `{ id }`, and the header read's error above the tab shown.
 */
export function PartyPageFrame<N extends string>(props: {
  kind: 'carrier' | 'customer' | 'location';
  id: number;
  title: ReactNode;
  subtitle?: ReactNode;
  back?: ListLink;
  /** The header read answered 404. */
  notFound: boolean;
  /** The header read's error, or null. */
  error: string | null;
  tabs: TabSet<N>;
  active: N;
  children: ReactNode;
}) {
  const { kind, id, error } = props;
  return (
    <DetailPageFrame
      title={props.title}
      subtitle={props.subtitle}
      back={props.back}
      notFound={props.notFound}
      tabs={props.tabs}
      active={props.active}
      ids={{ id }}
      presence={{ type: kind, id }}
    >
      <AlertBanner type="error" open={error !== null} marginBottom={0}>
        {error}
      </AlertBanner>
      {props.children}
    </DetailPageFrame>
  );
}
