import { useSelector } from '@xstate/react';
import * as select from '../../../machines/list-query/date-filter.selectors';
import { datePresetLabels, datePresets, type DatePreset } from '../../../machines/list-query/list-dates';
import type { DateFilterRef } from '../../../machines/list-query/list-query.selectors';
import { DateFilter } from '../../../ui/components/date-filter/date-filter';

const presets = datePresets.map((id) => ({ id, label: datePresetLabels[id] }));

/** The list's date filter presets, driven by the list machine's date filter child. */
export function ListDateFilter({ actor, label }: { actor: DateFilterRef; label?: string }) {
  const open = useSelector(actor, select.selectDateFilterOpen);
  const picker = useSelector(actor, select.selectPicker);
  const start = useSelector(actor, select.selectDraftStart);
  const end = useSelector(actor, select.selectDraftEnd);
  const canConfirm = useSelector(actor, select.selectCanConfirm);
  const appliedPreset = useSelector(actor, select.selectAppliedPreset);
  const appliedLabel = useSelector(actor, select.selectDateFilterLabel);
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
