import * as Collapsible from '@radix-ui/react-collapsible';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '#ui/icons/icons';
import * as s from './collapsible-section.css';

export interface CollapsibleSectionProps {
  /** Trigger text, e.g. 'Advanced Options'. */
  title: ReactNode;
  children: ReactNode;
  /** Controlled when given; otherwise it keeps its own open state from defaultOpen. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  className?: string;
}

export function CollapsibleSection({
  title,
  children,
  open,
  onOpenChange,
  defaultOpen,
  className,
}: CollapsibleSectionProps) {
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={onOpenChange}
      defaultOpen={defaultOpen}
      className={[s.root, className].filter(Boolean).join(' ')}
    >
      <Collapsible.Trigger className={s.trigger}>
        {title}
        <span className={s.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content className={s.content}>
        <div className={s.inner}>{children}</div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
