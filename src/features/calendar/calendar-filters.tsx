import * as Popover from '@radix-ui/react-popover';
import { loadDesignationOptions } from '#contract/load-codes';
import { Button } from '#ui/components/button/button';
import { Checkbox } from '#ui/components/checkbox/checkbox';
import { MultiSelectField } from '#ui/components/multi-select-field/multi-select-field';
import * as s from './calendar.css';

const options = loadDesignationOptions.map((o) => ({ value: String(o.value), label: o.label }));

export interface CalendarFiltersProps {
  designation: number[];
  currentOnly: boolean;
  onDesignationChange: (designation: number[]) => void;
  onCurrentOnlyChange: (currentOnly: boolean) => void;
}

/** Designations (a popover of checkboxes) and "Current loads only". */
export function CalendarFilters({
  designation,
  currentOnly,
  onDesignationChange,
  onCurrentOnlyChange,
}: CalendarFiltersProps) {
  const label = designation.length ? `Designations: ${designation.length}` : 'Designations: All';
  return (
    <>
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button variant="secondary" data-active={designation.length ? true : undefined}>
            {label}
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className={s.filterPanel}
            align="end"
            sideOffset={6}
            aria-label="Designation filter"
          >
            <MultiSelectField
              label="Designation"
              options={options}
              value={designation.map(String)}
              onChange={(chosen) => onDesignationChange(chosen.map(Number))}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onDesignationChange([])}
              disabled={!designation.length}
            >
              Clear
            </Button>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <Checkbox label="Current loads only" checked={currentOnly} onCheckedChange={onCurrentOnlyChange} />
    </>
  );
}
