import * as Popover from '@radix-ui/react-popover';
import { useId } from 'react';
import { Button } from '../button/button';
import * as f from '../field/field.css';
import * as s from './date-filter.css';
import { DateFilterButton } from './date-filter-button';

export interface DatePresetChoice {
  id: string;
  label: string;
}

export interface DateFilterProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  presets: readonly DatePresetChoice[];
  /** The preset in force, marked in the menu. */
  appliedPreset: string | null;
  /** What the button says while a filter is in force: 'Last 7 days', '09/01/2025'. */
  appliedLabel: string | null;
  /** Which picker is open instead of the preset menu. */
  picker: 'single' | 'range' | null;
  /** The picker's chosen days (YYYY-MM-DD). */
  start: string | null;
  end: string | null;
  onPresetChoose: (presetId: string) => void;
  onDateChange: (which: 'start' | 'end', date: string | null) => void;
  /** OK is enabled once one date, or two for a range, is chosen. */
  canConfirm: boolean;
  onConfirm: () => void;
  onClear: () => void;
  /** The filter's name, e.g. 'Date Added'. */
  label?: string;
}

function DateInput(props: { label: string; value: string | null; onChange: (date: string | null) => void }) {
  const id = useId();
  return (
    <div className={f.root}>
      <label htmlFor={id} className={f.label}>
        {props.label}
      </label>
      <div className={f.shell}>
        <input
          id={id}
          type="date"
          className={f.control}
          value={props.value ?? ''}
          onChange={(e) => props.onChange(e.target.value || null)}
        />
      </div>
    </div>
  );
}

/** Date filter presets (spec 1 §4): Today, Last 7 days, Last 30 days, Specific Date, Date Range. */
export function DateFilter({
  open,
  onOpenChange,
  presets,
  appliedPreset,
  appliedLabel,
  picker,
  start,
  end,
  onPresetChoose,
  onDateChange,
  canConfirm,
  onConfirm,
  onClear,
  label = 'Date',
}: DateFilterProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <DateFilterButton label={label} appliedLabel={appliedLabel} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={s.content} align="start" sideOffset={6} aria-label={`${label} filter`}>
          {picker === null ? (
            <ul className={s.presets} aria-label="Presets">
              {presets.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className={s.preset}
                    aria-pressed={p.id === appliedPreset}
                    onClick={() => onPresetChoose(p.id)}
                  >
                    {p.label}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <div className={s.picker}>
              <DateInput
                label={picker === 'single' ? 'Date' : 'From'}
                value={start}
                onChange={(d) => onDateChange('start', d)}
              />
              {picker === 'range' && (
                <DateInput label="To" value={end} onChange={(d) => onDateChange('end', d)} />
              )}
            </div>
          )}
          <div className={s.footer}>
            <Button variant="ghost" size="sm" onClick={onClear}>
              Clear
            </Button>
            {picker !== null && (
              <Button size="sm" onClick={onConfirm} disabled={!canConfirm}>
                OK
              </Button>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
