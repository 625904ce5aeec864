import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Stack } from '#ui/components/stack/stack';
import { RequestsCountContext } from './requests-count-context';
import { useUsersAdminLayout } from './use-users-admin-layout';
import { usersAdminTabs } from './users-admin-tabs';
import * as tabs from '../../../../ui/components/tabs/tabs.css';
import * as s from './users-admin-layout.css';

/**
 * The frame of every /users/admin screen: the tab bar of spec 1 §2 (links, one route per tab, so each tab
 * has its own address and history entry) over the screen. The Requests tab carries the waiting count.
 */
export function UsersAdminLayout({ children }: { children: ReactNode }) {
  const { active, count, refreshCount } = useUsersAdminLayout();
  return (
    <RequestsCountContext.Provider value={refreshCount}>
      <Stack gap="lg" className={s.root}>
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
                  {tab.id === 'requests' && count !== null && <span className={tabs.count}>{count}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </Stack>
    </RequestsCountContext.Provider>
  );
}
