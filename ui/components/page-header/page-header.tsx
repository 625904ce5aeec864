import type { ReactNode } from 'react';
import { Inline } from '../inline/inline';
import { Stack } from '../stack/stack';
import * as s from './page-header.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right, e.g. 'New Order'. */
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <Inline as="header" gap="md" alignY="end" align="space-between" marginBottom="xl" className={className}>
      <Stack gap="xs" className={s.text}>
        <h1 className={s.title}>{title}</h1>
        {subtitle && <p className={s.subtitle}>{subtitle}</p>}
      </Stack>
      {actions && (
        <Inline gap="sm" alignY="center">
          {actions}
        </Inline>
      )}
    </Inline>
  );
}
