import { Link } from 'wouter';
import { TabStrip } from '#ui/components/tabs/tab-strip';
import * as tabs from '../../ui/components/tabs/tabs.css';
import { mayOpen } from './route-access';
import { useRuntime } from './runtime-context';
import * as s from './route-tabs.css';
import { tabHref, type TabSet } from './tab-set';

export interface RouteTabsProps<N extends string> {
  tabs: TabSet<N>;
  /** The route name of the tab shown. */
  active: N;
  /** The record's route parameters, e.g. `{ orderId: 41 }`. */
  ids: Readonly<Record<string, string | number>>;
  /** Badges after labels (a file count), by route name. */
  counts?: Partial<Record<N, number | null>>;
}

/**
 * A record page's tab bar as links, one route per tab (each tab has its own address and history entry).
 * A tab shows only when the visitor may open its route, so its gate is written once, with the tab. On a
 * phone the strip scrolls sideways, shaded on the side with more tabs, the active one scrolled into view.
 */
export function RouteTabs<N extends string>({ tabs: set, active, ids, counts }: RouteTabsProps<N>) {
  const { services } = useRuntime();
  const auth = services.authStore.read();
  const shown = set.tabs.filter((tab) => mayOpen(tab, auth));
  return (
    <nav aria-label={set.label}>
      <TabStrip active={active} className={s.strip}>
        <ul className={`${tabs.list} ${s.tabList}`}>
          {shown.map((tab) => {
            const count = counts?.[tab.name];
            return (
              <li key={tab.name}>
                <Link
                  href={tabHref(tab.path, ids)}
                  className={tabs.tab}
                  aria-current={tab.name === active ? 'page' : undefined}
                >
                  {tab.label}
                  {count != null && <span className={tabs.count}>{count}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </TabStrip>
    </nav>
  );
}
