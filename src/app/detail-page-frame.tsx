import type { ReactElement, ReactNode } from 'react';
import { Link } from 'wouter';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { PageHeader } from '#ui/components/page-header/page-header';
import { Stack } from '#ui/components/stack/stack';
import * as s from './detail-page-frame.css';
import { NotFoundState, type ListLink } from './not-found-state';
import { PresenceChips } from './presence-chips';
import { RouteTabs, type RouteTabsProps } from './route-tabs';

/** The header of most record pages: title, a line under it, and the way back to the list. */
interface StandardHeader {
  /** 'Willamette Cellars', or 'Customer #12' until the name is known. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** The list to go back to; none on a customer identity's own page (spec 2 §6). */
  back?: ListLink;
  actions?: ReactNode;
  header?: undefined;
}

/** A page with a header of its own (the order's). */
interface OwnHeader {
  header: ReactElement;
}

export type DetailPageFrameProps<N extends string> = (StandardHeader | OwnHeader) &
  RouteTabsProps<N> & {
    /** Messages between the header and the tab bar (a load error, a save notice). */
    notices?: ReactNode;
    /**
     * The record's read answered 404 (it is missing, or not the caller's to see): the page is then the one
     * Not Found state, without header, notices, tabs or panels.
     */
    notFound?: boolean;
    /** The way back from the Not Found state; the header's back link, else the Orders list. */
    listLink?: ListLink;
    /** The record shown, whose other viewers and editors show under the header (decision 080). */
    presence?: { type: string; id: number };
    children: ReactNode;
  };

/**
 * The frame of an order's, a load's, a customer's, a carrier's or a location's page: its header, its
 * notices, a tab bar of routes, and the tab shown; or, when the record's read answered 404, the Not Found
 * state alone.
 */
export function DetailPageFrame<N extends string>(props: DetailPageFrameProps<N>) {
  const { tabs, active, ids, counts, notices, presence, children } = props;
  if (props.notFound) {
    return <NotFoundState back={props.listLink ?? (props.header === undefined ? props.back : undefined)} />;
  }
  return (
    <Stack gap="lg" className={s.frame}>
      {props.header !== undefined ? props.header : <StandardPageHeader {...props} />}
      {presence && <PresenceChips record={presence} />}
      {notices}
      <RouteTabs tabs={tabs} active={active} ids={ids} counts={counts} />
      {/* The panels name their own sections. */}
      <div>{children}</div>
    </Stack>
  );
}

function StandardPageHeader({ title, subtitle, back, actions }: StandardHeader) {
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      actions={
        (back || actions) && (
          <>
            {back && (
              <Link href={back.href} className={textLinkClass()}>
                {back.label}
              </Link>
            )}
            {actions}
          </>
        )
      }
    />
  );
}
