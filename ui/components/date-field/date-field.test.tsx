import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { DateField, type Day } from './date-field';

function Controlled({ initial, onChange }: { initial: Day | null; onChange: (day: Day | null) => void }) {
  const [day, setDay] = useState(initial);
  return (
    <DateField
      label="Needed By"
      required
      helperText="The day the goods must arrive."
      value={day}
      onChange={(next) => {
        setDay(next);
        onChange(next);
      }}
    />
  );
}

test('shows its day and reports a picked day as YYYY-MM-DD, a cleared one as null', async () => {
  const onChange = vi.fn();
  const { container } = render(<Controlled initial="2026-02-10" onChange={onChange} />);
  const input = screen.getByLabelText(/Needed By/);
  expect(input).toHaveValue('2026-02-10');
  expect(input).toBeRequired();
  expect(input).toHaveAccessibleDescription('The day the goods must arrive.');
  fireEvent.change(input, { target: { value: '2026-03-01' } });
  expect(onChange).toHaveBeenLastCalledWith('2026-03-01');
  expect(input).toHaveValue('2026-03-01');
  fireEvent.change(input, { target: { value: '' } });
  expect(onChange).toHaveBeenLastCalledWith(null);
  expect(input).toHaveValue('');
  await expectNoAxeViolations(container);
});

test('no day shows empty; an error marks it invalid and describes it', () => {
  render(
    <DateField label="Insurance Expires" value={null} onChange={() => undefined} error="Invalid Date" />,
  );
  const input = screen.getByLabelText('Insurance Expires');
  expect(input).toHaveValue('');
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription('Invalid Date');
});

test('disabled and read-only fields keep their day', () => {
  render(
    <>
      <DateField label="Picked On" value="2025-09-04" onChange={() => undefined} disabled />
      <DateField label="Expires" value="2025-09-05" onChange={() => undefined} readOnly />
    </>,
  );
  expect(screen.getByLabelText('Picked On')).toBeDisabled();
  expect(screen.getByLabelText('Picked On')).toHaveValue('2025-09-04');
  expect(screen.getByLabelText('Expires')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Expires')).toHaveValue('2025-09-05');
});
