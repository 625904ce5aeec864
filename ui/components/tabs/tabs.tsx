import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { TabStrip } from './tab-strip';
import * as s from './tabs.css';

export interface TabItem {
  value: string;
  label: string;
  /** A badge after the label, e.g. pending requests. */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list, e.g. 'User areas'. */
  label: string;
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  /** TabPanel elements; a route-driven page may render only the active one. */
  children?: ReactNode;
  className?: string;
}

export function Tabs({ label, items, value, onValueChange, children, className }: TabsProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <TabStrip active={value}>
        <RadixTabs.List aria-label={label} className={s.list}>
          {items.map((t) => (
            <RadixTabs.Trigger key={t.value} value={t.value} disabled={t.disabled} className={s.tab}>
              {t.label}
              {t.count !== undefined && <span className={s.count}>{t.count}</span>}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
      </TabStrip>
      {children}
    </RadixTabs.Root>
  );
}

export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Content value={value} className={s.panel}>
      {children}
    </RadixTabs.Content>
  );
}
