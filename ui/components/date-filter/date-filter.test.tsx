import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { DateFilter, type DateFilterProps } from './date-filter';

const presets = [
  { id: 'today', label: 'Today' },
  { id: 'last7Days', label: 'Last 7 days' },
  { id: 'last30Days', label: 'Last 30 days' },
  { id: 'specificDate', label: 'Specific Date' },
  { id: 'dateRange', label: 'Date Range' },
];

const renderFilter = (props: Partial<DateFilterProps> = {}) => {
  const handlers = {
    onOpenChange: vi.fn(),
    onPresetChoose: vi.fn(),
    onDateChange: vi.fn(),
    onConfirm: vi.fn(),
    onClear: vi.fn(),
  };
  const view = render(
    <DateFilter
      open={false}
      presets={presets}
      appliedPreset={null}
      appliedLabel={null}
      picker={null}
      start={null}
      end={null}
      canConfirm={false}
      label="Date Added"
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
};

describe('DateFilter', () => {
  it('a button names the filter in force and opens the menu', async () => {
    const { onOpenChange } = renderFilter({ appliedLabel: 'Last 7 days' });
    await userEvent.click(screen.getByRole('button', { name: 'Date Added: Last 7 days' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('lists the presets, marking the one in force', async () => {
    const { onPresetChoose, onClear } = renderFilter({ open: true, appliedPreset: 'today' });
    const dialog = within(screen.getByRole('dialog', { name: 'Date Added filter' }));
    const list = within(dialog.getByRole('list', { name: 'Presets' }));
    expect(list.getAllByRole('button').map((b) => b.textContent)).toEqual(presets.map((p) => p.label));
    expect(list.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: 'Last 30 days' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Clear' }));
    expect(onPresetChoose).toHaveBeenCalledWith('last30Days');
    expect(onClear).toHaveBeenCalledOnce();
    await expectNoAxeViolations(document.body);
  });

  it('Specific Date: one picker, OK as the caller allows', async () => {
    const { onDateChange, onConfirm, rerender } = renderFilter({ open: true, picker: 'single' });
    const input = screen.getByLabelText('Date');
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '2025-09-01' } });
    expect(onDateChange).toHaveBeenCalledWith('start', '2025-09-01');
    rerender(
      <DateFilter
        open
        presets={presets}
        appliedPreset={null}
        appliedLabel={null}
        picker="single"
        start="2025-09-01"
        end={null}
        canConfirm
        onOpenChange={() => {}}
        onPresetChoose={() => {}}
        onDateChange={onDateChange}
        onConfirm={onConfirm}
        onClear={() => {}}
      />,
    );
    expect(screen.getByLabelText('Date')).toHaveValue('2025-09-01');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await expectNoAxeViolations(document.body);
  });

  it('Date Range: From and To', () => {
    const { onDateChange } = renderFilter({ open: true, picker: 'range', start: '2025-09-01' });
    expect(screen.getByLabelText('From')).toHaveValue('2025-09-01');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-09-04' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    expect(onDateChange.mock.calls).toEqual([
      ['end', '2025-09-04'],
      ['start', null],
    ]);
  });
});
