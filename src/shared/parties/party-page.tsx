import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { PageHeader } from '#ui/components/page-header/page-header';
import { Stack } from '#ui/components/stack/stack';
import { RouteTabs, type RouteTab } from '../../routing/route-tabs';

export interface PartyPageProps {
  /** 'Willamette Cellars', or 'Customer #12' until the name is known. */
  title: string;
  /** A chip or line under the title (a customer's status). */
  subtitle?: ReactNode;
  /** The list to go back to; none on a customer identity's own page (spec 2 §6). */
  back?: { href: string; label: string };
  actions?: ReactNode;
  tabsLabel: string;
  tabs: readonly RouteTab[];
  /** The route name of the tab shown. */
  active: string;
  children: ReactNode;
}

/** The frame of a customer's, carrier's or location's page: header, back link and a tab bar of routes. */
export function PartyPage({
  title,
  subtitle,
  back,
  actions,
  tabsLabel,
  tabs,
  active,
  children,
}: PartyPageProps) {
  return (
    <Stack gap="lg">
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
      <RouteTabs label={tabsLabel} items={tabs} active={active} />
      <div>{children}</div>
    </Stack>
  );
}

/** Tabs as route names and their paths under one record's base path. */
export const tabsUnder = (base: string, tabs: readonly (readonly [string, string, string])[]): RouteTab[] =>
  tabs.map(([routeName, label, sub]) => ({ routeName, label, href: sub ? `${base}/${sub}` : base }));
