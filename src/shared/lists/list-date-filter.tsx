import { shallowEqual, useSelector } from '@xstate/react';
import * as select from '#machines/list-query/date-filter.selectors';
import { datePresetLabels, datePresets, type DatePreset } from '#machines/list-query/list-dates';
import type { DateFilterRef } from '#machines/list-query/list-query.selectors';
import { DateFilter } from '#ui/components/date-filter/date-filter';

const presets = datePresets.map((id) => ({ id, label: datePresetLabels[id] }));

const selectFilter = (s: select.DateFilterSnapshot) => ({
  open: select.selectDateFilterOpen(s),
  picker: select.selectPicker(s),
  start: select.selectDraftStart(s),
  end: select.selectDraftEnd(s),
  canConfirm: select.selectCanConfirm(s),
  appliedPreset: select.selectAppliedPreset(s),
  appliedLabel: select.selectDateFilterLabel(s),
});

/** The list's date filter presets, driven by the list machine's date filter child. */
export function ListDateFilter({ actor, label }: { actor: DateFilterRef; label?: string }) {
  const { open, picker, start, end, canConfirm, appliedPreset, appliedLabel } = useSelector(
    actor,
    selectFilter,
    shallowEqual,
  );
  return (
    <DateFilter
      label={label}
      open={open}
      onOpenChange={(next) => actor.send({ type: next ? 'dateFilter.opened' : 'dateFilter.closed' })}
      presets={presets}
      appliedPreset={appliedPreset}
      appliedLabel={appliedLabel}
      picker={picker === 'specificDate' ? 'single' : picker === 'dateRange' ? 'range' : null}
      start={start}
      end={end}
      canConfirm={canConfirm}
      onPresetChoose={(preset) =>
        actor.send({ type: 'dateFilter.presetChosen', preset: preset as DatePreset })
      }
      onDateChange={(which, date) => actor.send({ type: 'dateFilter.dateChosen', which, date })}
      onConfirm={() => actor.send({ type: 'dateFilter.confirmed' })}
      onClear={() => actor.send({ type: 'dateFilter.cleared' })}
    />
  );
}
