import type { ReactNode } from 'react';
import { InboxIcon } from '#ui/icons/icons';
import { Box } from '../box/box';
import { Stack } from '../stack/stack';
import * as s from './empty-state.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative; defaults to an empty tray. */
  icon?: ReactNode;
  /** A way forward, e.g. a 'Clear filters' button. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack
      align="center"
      gap="sm"
      paddingY="xxxl"
      paddingX="xl"
      className={[s.root, className].filter(Boolean).join(' ')}
    >
      <span className={s.icon} aria-hidden="true">
        {icon ?? <InboxIcon />}
      </span>
      <Heading className={s.title}>{title}</Heading>
      {description && <p className={s.description}>{description}</p>}
      {action && <Box marginTop="sm">{action}</Box>}
    </Stack>
  );
}
