import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { ComboboxField, type ComboboxFieldProps } from './combobox-field';

const options = [
  { value: '1', label: 'Acme Foods', description: 'Portland' },
  { value: '2', label: 'Bay State Spirits' },
  { value: '3', label: 'Willamette Cellars' },
];

function Controlled(props: Partial<ComboboxFieldProps>) {
  const [value, setValue] = useState('');
  return <ComboboxField label="Customer" value={value} options={options} onChange={setValue} {...props} />;
}

test('opens with ArrowDown, moves with the arrows and chooses with Enter', async () => {
  const onOpen = vi.fn();
  const { container } = render(<Controlled onOpen={onOpen} required helperText="Search by name" />);
  const input = screen.getByRole('combobox', { name: 'Customer' });
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).toBeRequired();
  input.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(onOpen).toHaveBeenCalledOnce();
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('listbox', { name: 'Customer' })).toBeInTheDocument();
  await expectNoAxeViolations(container);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(input).toHaveAttribute(
    'aria-activedescendant',
    screen.getByRole('option', { name: 'Bay State Spirits' }).id,
  );
  await userEvent.keyboard('{Enter}');
  expect(input).toHaveValue('Bay State Spirits');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('typing searches; a click chooses; Escape closes and restores the chosen label', async () => {
  const onSearch = vi.fn();
  render(<Controlled onSearch={onSearch} />);
  const input = screen.getByRole('combobox', { name: 'Customer' });
  await userEvent.type(input, 'wil');
  expect(onSearch).toHaveBeenLastCalledWith('wil');
  await userEvent.click(screen.getByRole('option', { name: 'Willamette Cellars' }));
  expect(input).toHaveValue('Willamette Cellars');
  await userEvent.clear(input);
  await userEvent.type(input, 'x');
  expect(input).toHaveValue('x');
  await userEvent.keyboard('{Escape}');
  expect(input).toHaveValue('Willamette Cellars');
});

test('shows loading, empty and failed searches, and asks for more', async () => {
  const onLoadMore = vi.fn();
  const { rerender } = render(<ComboboxField label="Customer" value="" options={[]} loading />);
  await userEvent.click(screen.getByRole('button', { name: 'Show options' }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  rerender(<ComboboxField label="Customer" value="" options={[]} />);
  expect(screen.getByRole('status')).toHaveTextContent('No matches');
  rerender(<ComboboxField label="Customer" value="" options={[]} searchError="Server error" />);
  expect(screen.getByRole('status')).toHaveTextContent('Server error');
  rerender(<ComboboxField label="Customer" value="" options={options} hasMore onLoadMore={onLoadMore} />);
  await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
  expect(onLoadMore).toHaveBeenCalledOnce();
  const input = screen.getByRole('combobox');
  input.focus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(onLoadMore).toHaveBeenCalledTimes(2);
});

test('combobox-email: typed text is the value, options are suggestions', async () => {
  const onChange = vi.fn();
  render(
    <ComboboxField
      label="Email"
      value="a@b"
      freeText
      inputType="email"
      options={[{ value: 'ada@example.com', label: 'ada@example.com' }]}
      onChange={onChange}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Email' });
  expect(input).toHaveValue('a@b');
  await userEvent.type(input, 'c');
  expect(onChange).toHaveBeenLastCalledWith('a@bc', null);
  await userEvent.click(screen.getByRole('option', { name: 'ada@example.com' }));
  expect(onChange).toHaveBeenLastCalledWith('ada@example.com', {
    value: 'ada@example.com',
    label: 'ada@example.com',
  });
});

test('an error is described and marks it invalid; disabled and read-only do not open', async () => {
  const onOpen = vi.fn();
  const { container, rerender } = render(
    <ComboboxField
      label="Customer"
      value="1"
      options={options}
      error="This field is required"
      onOpen={onOpen}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Customer' });
  expect(input).toHaveValue('Acme Foods');
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription('This field is required');
  await expectNoAxeViolations(container);
  rerender(<ComboboxField label="Customer" value="1" options={options} disabled onOpen={onOpen} />);
  expect(input).toBeDisabled();
  rerender(
    <ComboboxField label="Customer" value="1" valueLabel="Acme" options={[]} readOnly onOpen={onOpen} />,
  );
  expect(input).toHaveAttribute('readonly');
  expect(input).toHaveValue('Acme');
  input.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(onOpen).not.toHaveBeenCalled();
});
