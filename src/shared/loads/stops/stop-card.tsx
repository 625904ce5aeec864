import type { DragEvent, ReactNode } from 'react';
import type { LoadStop } from '#contract/load';
import type { StopCheckState } from '#domain/stop-sequencing';
import { Button } from '#ui/components/button/button';
import { Checkbox } from '#ui/components/checkbox/checkbox';
import { IconButton } from '#ui/components/icon-button/icon-button';
import { Inline } from '#ui/components/inline/inline';
import { ArrowDownIcon, ArrowUpIcon } from '#ui/icons/icons';
import { RefusalTooltip } from './refusal-tooltip';
import { StopLocation } from './stop-location';
import { appointmentText, issueText, noWindowText } from '#domain/stop-texts';
import { checkLabel, isPickup, stopHeading, stopOrderSummary, windowText } from './stop-texts';
import * as s from './stops.css';

export interface StopCardProps {
  stop: LoadStop;
  /** Its place in the sequence, from 1. */
  number: number;
  total: number;
  check: StopCheckState;
  /** Check-offs may be changed (LoadUpdate; carriers too, on their own loads). */
  mayCheck: boolean;
  onCheck: (checked: boolean) => void;
  onOpen: () => void;
  /** The stop modal cannot open now (the stops are being read again); default false. */
  openDisabled?: boolean;
  /** Moving is allowed now; null hides the controls (no LoadUpdate). */
  reorder: { enabled: boolean; onMove: (to: number) => void } | null;
  /** Drag-and-drop reordering (the load page); none where the arrows alone reorder. */
  drag?: {
    dragging: boolean;
    target: boolean;
    onDragStart: () => void;
    onDragOver: (e: DragEvent) => void;
    onDrop: () => void;
    onDragEnd: () => void;
  };
  /** 'CURRENT STOP': the stop to resolve next (the Order Journey marks it across the order's loads). */
  current?: boolean;
  /** A note beside the heading, e.g. which stop is the order's own pickup or delivery. */
  mark?: string | null;
  /** More of the body after the location and window, e.g. the stop's orders. */
  children?: ReactNode;
}

/** One stop of the load as a card (spec 2 §2): coloured header by type, orders, location and window. */
export function StopCard({
  stop,
  number,
  total,
  check,
  mayCheck,
  onCheck,
  onOpen,
  openDisabled = false,
  reorder,
  drag,
  current = false,
  mark = null,
  children,
}: StopCardProps) {
  const window = windowText(stop);
  const appointment = appointmentText(stop);
  const issue = issueText(stop);
  return (
    <li
      className={s.card}
      aria-label={`Stop ${number}`}
      data-current={current || undefined}
      {...(drag && {
        draggable: reorder?.enabled ?? false,
        'data-dragging': drag.dragging || undefined,
        'data-drop-target': drag.target || undefined,
        onDragStart: (e: DragEvent) => {
          e.dataTransfer.effectAllowed = 'move';
          drag.onDragStart();
        },
        onDragOver: drag.onDragOver,
        onDrop: (e: DragEvent) => {
          e.preventDefault();
          drag.onDrop();
        },
        onDragEnd: drag.onDragEnd,
      })}
    >
      <Inline
        gap="sm"
        alignY="center"
        paddingY="xs"
        paddingX="md"
        className={s.header[isPickup(stop) ? 'pickup' : 'delivery']}
      >
        <h3 className={s.headingText}>
          Stop {number}: {stopHeading(stop)}
        </h3>
        {current && <span className={s.badge}>CURRENT STOP</span>}
        {mark && <span className={s.mark}>{mark}</span>}
        <span>{stopOrderSummary(stop)}</span>
        <span className={s.grow} />
        {mayCheck && (
          <RefusalTooltip reason={check.enabled ? null : check.reason}>
            <Checkbox
              label={checkLabel(stop)}
              checked={stop.pickedUpOrDelivered}
              disabled={!check.enabled}
              onCheckedChange={onCheck}
            />
          </RefusalTooltip>
        )}
        {reorder && (
          <>
            <IconButton
              size="sm"
              aria-label={`Move Stop ${number} up`}
              disabled={!reorder.enabled || number === 1}
              onClick={() => reorder.onMove(number - 2)}
            >
              <ArrowUpIcon />
            </IconButton>
            <IconButton
              size="sm"
              aria-label={`Move Stop ${number} down`}
              disabled={!reorder.enabled || number === total}
              onClick={() => reorder.onMove(number)}
            >
              <ArrowDownIcon />
            </IconButton>
          </>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={onOpen}
          disabled={openDisabled}
          aria-label={`Open Stop ${number}`}
        >
          Open
        </Button>
      </Inline>
      <div className={s.body}>
        <StopLocation stop={stop} />
        <div className={s.muted}>{window || noWindowText}</div>
        {appointment && <div className={s.muted}>{appointment}</div>}
        {issue && <div className={s.issue}>{issue}</div>}
        {children}
      </div>
    </li>
  );
}
