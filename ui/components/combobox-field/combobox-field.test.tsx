import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Dialog } from '../dialog/dialog';
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

function InDialog(props: Partial<ComboboxFieldProps> & { onOpenChange?: (open: boolean) => void }) {
  const { onOpenChange = () => {}, ...field } = props;
  return (
    <Dialog open onOpenChange={onOpenChange} title="Add Order as Delivery">
      <Controlled {...field} />
    </Dialog>
  );
}

test('a click on the input opens the list, drawn in a portal outside the dialog, and the keys still work', async () => {
  const onOpen = vi.fn();
  const onOpenChange = vi.fn();
  render(<InDialog onOpen={onOpen} onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole('dialog', { name: 'Add Order as Delivery' });
  const input = within(dialog).getByRole('combobox', { name: 'Customer' });
  await userEvent.click(input);
  expect(onOpen).toHaveBeenCalledOnce();
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(input).toHaveFocus();
  const list = screen.getByRole('listbox', { name: 'Customer' });
  expect(input).toHaveAttribute('aria-controls', list.id);
  // Outside the dialog's subtree, so the dialog's scrolling body cannot clip it; still in the document.
  expect(dialog).not.toContainElement(list);
  expect(document.body).toContainElement(list);
  expect(within(list).getAllByRole('option')).toHaveLength(3);
  await expectNoAxeViolations(document.body);

  // A second click on the input leaves the list open.
  await userEvent.click(input);
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(onOpen).toHaveBeenCalledOnce();

  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(input).toHaveAttribute(
    'aria-activedescendant',
    within(list).getByRole('option', { name: 'Bay State Spirits' }).id,
  );
  await userEvent.keyboard('{ArrowUp}');
  expect(input).toHaveAttribute(
    'aria-activedescendant',
    within(list).getByRole('option', { name: /Acme Foods/ }).id,
  );
  await userEvent.keyboard('{Enter}');
  expect(input).toHaveValue('Acme Foods');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(input).toHaveFocus();

  // Escape closes the list, not the dialog, and focus stays in the input.
  await userEvent.click(input);
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(onOpenChange).not.toHaveBeenCalled();
  expect(dialog).toBeInTheDocument();
  expect(input).toHaveFocus();
});

test('inside a dialog a click on an option chooses it and keeps the dialog open; a click outside closes the list', async () => {
  const onOpenChange = vi.fn();
  render(<InDialog onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole('dialog', { name: 'Add Order as Delivery' });
  const input = within(dialog).getByRole('combobox', { name: 'Customer' });
  await userEvent.click(input);
  await userEvent.click(screen.getByRole('option', { name: 'Willamette Cellars' }));
  expect(input).toHaveValue('Willamette Cellars');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(onOpenChange).not.toHaveBeenCalled();
  expect(input).toHaveFocus();

  await userEvent.click(input);
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('heading', { name: 'Add Order as Delivery' }));
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(onOpenChange).not.toHaveBeenCalled();
});

test('scrolling the portalled list to its end asks for the next page', async () => {
  const onLoadMore = vi.fn();
  render(<InDialog hasMore onLoadMore={onLoadMore} />);
  await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
  const list = screen.getByRole('listbox', { name: 'Customer' });
  Object.defineProperties(list, {
    scrollHeight: { configurable: true, value: 400 },
    clientHeight: { configurable: true, value: 240 },
  });
  list.scrollTop = 40;
  fireEvent.scroll(list);
  expect(onLoadMore).not.toHaveBeenCalled();
  list.scrollTop = 150;
  fireEvent.scroll(list);
  expect(onLoadMore).toHaveBeenCalledOnce();
});

test('disabled and read-only inputs do not open on click', async () => {
  const onOpen = vi.fn();
  const { rerender } = render(<Controlled readOnly onOpen={onOpen} />);
  await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  rerender(<Controlled disabled onOpen={onOpen} />);
  await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(onOpen).not.toHaveBeenCalled();
});
