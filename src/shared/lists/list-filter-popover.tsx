import * as Popover from '@radix-ui/react-popover';
import { useState, type FormEvent } from 'react';
import type { FilterItem } from '#contract/list-query';
import {
  buildColumnFilter,
  columnFilterItem,
  draftOf,
  filterableColumns,
  filterPropertyOf,
  numberOperators,
  operatorLabels,
  textOperators,
  withColumnFilter,
  type FilterColumn,
  type FilterDraft,
} from '#machines/list-query/column-filters';
import { datePresetLabels, datePresets, type DatePreset } from '#machines/list-query/list-dates';
import { Button } from '#ui/components/button/button';
import { DateField } from '#ui/components/date-field/date-field';
import { IconButton } from '#ui/components/icon-button/icon-button';
import { MultiSelectField } from '#ui/components/multi-select-field/multi-select-field';
import { SelectField } from '#ui/components/select-field/select-field';
import { TextField } from '#ui/components/text-field/text-field';
import { FilterIcon } from '#ui/icons/icons';
import * as s from './list-filters.css';

export interface ListFilterPopoverProps {
  /** The list's name: the popover is 'Filter Orders'. */
  title: string;
  columns: readonly FilterColumn[];
  filters: readonly FilterItem[][];
  /** The business's day, which Today and Last 7 days count from. */
  today: () => string;
  onChange: (filters: FilterItem[][]) => void;
  /** Open from the start: the popover's code was fetched by the press that opens it (LoadOnPress). */
  defaultOpen?: boolean;
}

const operatorOptions = (operators: readonly number[]) =>
  operators.map((o) => ({ value: String(o), label: operatorLabels[o as keyof typeof operatorLabels] ?? '' }));
const presetOptions = datePresets.map((p) => ({ value: p, label: datePresetLabels[p] }));

function DraftControl({
  column,
  draft,
  error,
  onDraft,
}: {
  column: FilterColumn;
  draft: FilterDraft;
  error: string | null;
  onDraft: (draft: FilterDraft) => void;
}) {
  switch (draft.kind) {
    case 'enum':
      return (
        <MultiSelectField
          label={column.label}
          value={draft.values}
          options={(column.filter?.options ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
          onChange={(values) => onDraft({ kind: 'enum', values })}
          error={error ?? undefined}
        />
      );
    case 'date':
      return (
        <>
          <SelectField
            label="Dates"
            value={draft.preset}
            options={presetOptions}
            onChange={(preset) => onDraft({ ...draft, preset: preset as DatePreset })}
          />
          {(draft.preset === 'specificDate' || draft.preset === 'dateRange') && (
            <DateField
              label={draft.preset === 'dateRange' ? 'From' : 'Date'}
              value={draft.start}
              onChange={(start) => onDraft({ ...draft, start })}
              error={draft.preset === 'specificDate' ? (error ?? undefined) : undefined}
            />
          )}
          {draft.preset === 'dateRange' && (
            <DateField
              label="To"
              value={draft.end}
              onChange={(end) => onDraft({ ...draft, end })}
              error={error ?? undefined}
            />
          )}
        </>
      );
    default:
      return (
        <>
          <SelectField
            label="Match"
            value={String(draft.operator)}
            options={operatorOptions(
              draft.kind === 'number' ? (column.filter?.operators ?? numberOperators) : textOperators,
            )}
            onChange={(operator) =>
              onDraft({ ...draft, operator: Number(operator) as typeof draft.operator })
            }
          />
          <TextField
            label="Value"
            value={draft.text}
            inputMode={draft.kind === 'number' ? 'numeric' : 'text'}
            onChange={(text) => onDraft({ ...draft, text })}
            error={error ?? undefined}
            autoFocus
          />
        </>
      );
  }
}

/**
 * The list's Filter button and its popover (decision 063): choose a column, then its control by type;
 * Apply puts the column's filter in every OR-group of the query, Remove takes it out. What is typed is a
 * draft until Apply, so it lives here; what is applied lives in the list machine.
 */
export function ListFilterPopover({
  title,
  columns,
  filters,
  today,
  onChange,
  defaultOpen = false,
}: ListFilterPopoverProps) {
  const offered = filterableColumns(columns);
  const [open, setOpen] = useState(defaultOpen);
  const [columnId, setColumnId] = useState(offered[0]?.id ?? '');
  const column = offered.find((c) => c.id === columnId) ?? offered[0];
  const [draft, setDraft] = useState<FilterDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!column) return null;
  const inForceCount = offered.filter((c) => columnFilterItem(filters, c)).length;
  const inForce = columnFilterItem(filters, column);
  const shown = draft ?? draftOf(column, inForce);

  const choose = (id: string) => {
    setColumnId(id);
    setDraft(null);
    setError(null);
  };
  const close = () => {
    setOpen(false);
    setDraft(null);
    setError(null);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = buildColumnFilter(column, shown, today());
    if (!result.ok) {
      setError(result.error);
      return;
    }
    onChange(withColumnFilter(filters, filterPropertyOf(column), result.item));
    close();
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      {/* An icon, as Reload and Column settings beside it: the toolbar keeps its width (orders at 1280 px). */}
      <Popover.Trigger asChild>
        <IconButton aria-label="Filter" variant="secondary" data-active={inForceCount > 0 || undefined}>
          <FilterIcon />
        </IconButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={s.content} align="end" sideOffset={6} aria-label={`Filter ${title}`}>
          <form className={s.form} onSubmit={apply}>
            <SelectField
              label="Column"
              value={column.id}
              options={offered.map((c) => ({ value: c.id, label: c.label }))}
              onChange={choose}
            />
            <DraftControl
              key={column.id}
              column={column}
              draft={shown}
              error={error}
              onDraft={(next) => {
                setDraft(next);
                setError(null);
              }}
            />
            <div className={s.footer}>
              <Button
                variant="ghost"
                size="sm"
                disabled={!inForce}
                onClick={() => {
                  onChange(withColumnFilter(filters, filterPropertyOf(column), null));
                  close();
                }}
              >
                Remove
              </Button>
              <Button size="sm" type="submit">
                Apply
              </Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
