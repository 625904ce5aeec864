import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { EditField, type EditFieldProps } from './edit-field';

const options = [
  { value: 'OR', label: 'Oregon' },
  { value: 'WA', label: 'Washington' },
];

/** Holds the value as a page's machine would, whatever the field's type. */
function Stateful<T>({
  initial,
  render: draw,
}: {
  initial: T;
  render: (v: T, set: (v: T) => void) => EditFieldProps;
}) {
  const [value, setValue] = useState(initial);
  return <EditField {...draw(value, setValue)} />;
}

describe('EditField', () => {
  it.each([
    ['text', 'textbox'],
    ['email', 'textbox'],
    ['phone', 'textbox'],
    ['number', 'spinbutton'],
    ['textarea', 'textbox'],
  ] as const)('%s: label, required marker, message and typing', async (type, role) => {
    const onChange = vi.fn();
    const value = type === 'number' ? null : '';
    const { container } = render(
      <EditField
        {...({
          type,
          value,
          onChange,
          label: 'Field',
          required: true,
          error: 'This field is required',
        } as EditFieldProps)}
      />,
    );
    const control = screen.getByRole(role, { name: 'Field' });
    expect(control).toBeRequired();
    expect(control).toBeInvalid();
    expect(control).toHaveAccessibleDescription('This field is required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.type(control, '4');
    expect(onChange).toHaveBeenLastCalledWith(type === 'number' ? 4 : '4');
    await expectNoAxeViolations(container);
  });

  it('email and phone use their keyboards; phone takes a mask', async () => {
    const mask = (raw: string) => raw.replace(/\D/g, '').replace(/^(\d{3})(\d)/, '($1) $2');
    render(
      <>
        <EditField type="email" label="Email" value="" />
        <Stateful
          initial=""
          render={(value, set) => ({ type: 'phone', label: 'Phone', value, onChange: set, format: mask })}
        />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('type', 'tel');
    await userEvent.type(phone, '5035');
    expect(phone).toHaveValue('(503) 5');
  });

  it('number: emptied is null', async () => {
    const onChange = vi.fn();
    render(<EditField type="number" label="Pallets" value={12} onChange={onChange} min={0} />);
    const box = screen.getByRole('spinbutton', { name: 'Pallets' });
    expect(box).toHaveValue(12);
    expect(box).toHaveAttribute('min', '0');
    await userEvent.clear(box);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('textarea keeps to 1..5 rows', () => {
    render(
      <>
        <EditField type="textarea" label="Short" value="" rows={0} />
        <EditField type="textarea" label="Long" value="" rows={9} counter={400} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Short' })).toHaveAttribute('rows', '1');
    expect(screen.getByRole('textbox', { name: 'Long' })).toHaveAttribute('rows', '5');
    expect(screen.getByText('0 / 400')).toBeInTheDocument();
  });

  it('checkbox: toggles, shows its message, read-only does not change', async () => {
    const { container } = render(
      <Stateful
        initial={false}
        render={(value, set) => ({ type: 'checkbox', label: 'Active', value, onChange: set, required: true })}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Active' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await expectNoAxeViolations(container);
    render(
      <EditField
        type="checkbox"
        label="Locked"
        value={false}
        readOnly
        error="Not allowed"
        onChange={vi.fn()}
      />,
    );
    const locked = screen.getByRole('checkbox', { name: 'Locked' });
    await userEvent.click(locked);
    expect(locked).not.toBeChecked();
    expect(locked).toHaveAccessibleDescription('Not allowed');
  });

  it('select: chooses; an optional one offers an empty choice; read-only shows the label', async () => {
    const { container, rerender } = render(
      <Stateful
        initial=""
        render={(value, set) => ({ type: 'select', label: 'State', value, onChange: set, options })}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    await userEvent.selectOptions(select, 'Washington');
    expect(select).toHaveValue('WA');
    await expectNoAxeViolations(container);
    rerender(<EditField type="select" label="State" value="OR" options={options} readOnly />);
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('Oregon');
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveAttribute('readonly');
  });

  it('select-multiple, combobox and combobox-email pick their controls', async () => {
    const { container } = render(
      <>
        <EditField type="select-multiple" label="Regions" value={['OR']} options={options} />
        <EditField type="combobox" label="Customer" value="" options={[]} />
        <EditField type="combobox-email" label="Send to" value="ops@example.com" options={[]} />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Regions' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('combobox', { name: 'Send to' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('combobox', { name: 'Send to' })).toHaveValue('ops@example.com');
    await expectNoAxeViolations(container);
  });

  it('disabled and read-only text', () => {
    render(
      <>
        <EditField type="text" label="Off" value="x" disabled />
        <EditField type="text" label="Fixed" value="y" readOnly />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Off' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Fixed' })).toHaveAttribute('readonly');
  });
});
