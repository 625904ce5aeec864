import { Link } from 'wouter';
import * as tabs from '../../ui/components/tabs/tabs.css';
import { useRuntime } from '../app/runtime-context';
import { mayOpen } from './guard';
import { routes } from './route-table';
import * as s from './route-tabs.css';

/** One tab of a detail page: a route of its own, named in the route table. */
export interface RouteTab {
  routeName: string;
  label: string;
  href: string;
  /** A badge after the label (e.g. a file count). */
  count?: number | null;
}

const routeNamed = (name: string) => routes.find((r) => r.name === name);

/**
 * A detail page's tab bar as links, one route per tab (each tab has its own address and history entry).
 * A tab shows only when the visitor may open its route, so the gates live once, in the route table.
 */
export function RouteTabs({
  label,
  items,
  active,
}: {
  label: string;
  items: readonly RouteTab[];
  active: string;
}) {
  const { services } = useRuntime();
  const auth = services.authStore.read();
  const shown = items.filter((tab) => {
    const route = routeNamed(tab.routeName);
    return route !== undefined && mayOpen(route, auth);
  });
  return (
    <nav aria-label={label}>
      <ul className={`${tabs.list} ${s.tabList}`}>
        {shown.map((tab) => (
          <li key={tab.routeName}>
            <Link
              href={tab.href}
              className={tabs.tab}
              aria-current={tab.routeName === active ? 'page' : undefined}
            >
              {tab.label}
              {tab.count != null && <span className={tabs.count}>{tab.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
