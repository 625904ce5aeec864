import type { ComponentType, SVGProps } from 'react';
import { loadStatusLabel, loadStatusName, loadStatusTone, type LoadStatusName } from '#contract/load-status';
import { StatusChip } from '#ui/components/status-chip/status-chip';
import {
  BanIcon,
  CalendarIcon,
  ClipboardCheckIcon,
  OpenCircleIcon,
  PackageCheckIcon,
  PauseIcon,
  TruckIcon,
} from '#ui/icons/icons';

/**
 * The icon of each load status (spec 2 §4: "each with an icon and colour"; the spec names none, so each
 * pictures what the status means). The colour comes from loadStatusTone; the chip's label names it.
 */
export const loadStatusIcons: Readonly<Record<LoadStatusName, ComponentType<SVGProps<SVGSVGElement>>>> = {
  Open: OpenCircleIcon,
  Hold: PauseIcon,
  Booked: ClipboardCheckIcon,
  InTransit: TruckIcon,
  Delivered: PackageCheckIcon,
  Planned: CalendarIcon,
  Cancelled: BanIcon,
};

export interface LoadStatusChipProps {
  statusId: number | null | undefined;
  size?: 'sm' | 'md';
}

/** Every load status chip: its label, its colour and its icon (decorative: the label is the name). */
export function LoadStatusChip({ statusId, size }: LoadStatusChipProps) {
  const name = loadStatusName(statusId);
  const Icon = name ? loadStatusIcons[name] : null;
  return (
    <StatusChip
      label={loadStatusLabel(statusId)}
      tone={loadStatusTone(statusId)}
      size={size}
      icon={Icon ? <Icon /> : undefined}
    />
  );
}
