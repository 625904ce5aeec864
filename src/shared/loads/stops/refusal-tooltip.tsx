import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import * as s from './stops.css';

/**
 * Wraps a control the sequencing rules keep disabled; the sentence saying why shows as its tooltip on
 * hover or focus. A disabled control gets no pointer or focus events, so the wrapper is the trigger.
 */
export function RefusalTooltip({ reason, children }: { reason: string | null; children: ReactNode }) {
  if (!reason) return <>{children}</>;
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <span className={s.tooltipTrigger} tabIndex={0}>
            {children}
          </span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={s.tooltip} sideOffset={6}>
            {reason}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
