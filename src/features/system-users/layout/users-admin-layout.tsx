import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useRuntime } from '../../../app/runtime-context';
import { useResource } from '../../../app/use-resource';
import { RequestsCountContext } from './requests-count-context';
import { activeUsersAdminTab, usersAdminTabs } from './users-admin-tabs';
import * as tabs from '../../../../ui/components/tabs/tabs.css';
import * as s from './users-admin-layout.css';

/**
 * The frame of every /users/admin screen: the tab bar of spec 1 §2 (links, one route per tab, so each tab
 * has its own address and history entry) over the screen. The Requests tab carries the waiting count.
 */
export function UsersAdminLayout({ children }: { children: ReactNode }) {
  const { services } = useRuntime();
  const [path] = useLocation();
  // A count that cannot be read (no permission, offline) hides the badge rather than showing an error.
  const {
    data: count,
    error,
    reload: refresh,
  } = useResource((signal) => services.accessRequestsApi.getCount(signal));
  const active = activeUsersAdminTab(path);

  return (
    <RequestsCountContext.Provider value={refresh}>
      <div className={s.root}>
        <nav aria-label="User areas">
          <ul className={`${tabs.list} ${s.tabList}`}>
            {usersAdminTabs.map((tab) => (
              <li key={tab.id}>
                <Link
                  href={tab.path}
                  className={tabs.tab}
                  aria-current={tab.id === active ? 'page' : undefined}
                >
                  {tab.label}
                  {tab.id === 'requests' && count !== null && !error && (
                    <span className={tabs.count}>{count}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </div>
    </RequestsCountContext.Provider>
  );
}
