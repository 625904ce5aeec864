import { Button, type ButtonProps } from '../button/button';
import { CalendarIcon } from '#ui/icons/icons';

export interface DateFilterButtonProps extends Omit<ButtonProps, 'children'> {
  /** The filter's name, e.g. 'Date Added'. */
  label?: string;
  /** What is in force: 'Last 7 days', '09/01/2025'; null when nothing is. */
  appliedLabel: string | null;
}

/**
 * The date filter's button: the popover's trigger, and the same button in its place while a list fetches
 * the popover's code on first paint (decision 092), so the toolbar shows it at once and does not shift.
 */
export function DateFilterButton({ label = 'Date', appliedLabel, ...props }: DateFilterButtonProps) {
  return (
    <Button
      variant="secondary"
      startIcon={<CalendarIcon />}
      data-active={appliedLabel ? true : undefined}
      {...props}
    >
      {appliedLabel ? `${label}: ${appliedLabel}` : label}
    </Button>
  );
}
