import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState('');
  return <TextField label="First name" value={value} onChange={setValue} {...props} />;
}

test('is labelled, marks required with an asterisk, and takes typing', async () => {
  const { container } = render(<Controlled required helperText="As on your ID" />);
  const input = screen.getByRole('textbox', { name: 'First name' });
  expect(screen.getByText('*')).toBeInTheDocument();
  expect(input).toBeRequired();
  expect(input).toHaveAccessibleDescription('As on your ID');
  await userEvent.type(input, 'Ada');
  expect(input).toHaveValue('Ada');
  await expectNoAxeViolations(container);
});

test('shows an error in place of the helper and marks the field invalid', async () => {
  const { container } = render(<Controlled error="First name is required" helperText="hint" />);
  const input = screen.getByRole('textbox', { name: 'First name' });
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription('First name is required');
  expect(screen.queryByText('hint')).not.toBeInTheDocument();
  await expectNoAxeViolations(container);
});

test('multiline with a counter: rows, n / max, no resize', async () => {
  const { container } = render(
    <Controlled label="Additional information" multiline rows={3} counter={400} />,
  );
  const area = screen.getByRole('textbox', { name: 'Additional information' });
  expect(area.tagName).toBe('TEXTAREA');
  expect(area).toHaveAttribute('rows', '3');
  expect(screen.getByText('0 / 400')).toBeInTheDocument();
  await userEvent.type(area, 'Dock 4{Enter}');
  expect(screen.getByText('7 / 400')).toBeInTheDocument();
  await expectNoAxeViolations(container);
});

test('format masks what is typed', async () => {
  const digits = (raw: string) => raw.replace(/\D/g, '').slice(0, 3);
  render(<Controlled label="Code" format={digits} />);
  const input = screen.getByRole('textbox', { name: 'Code' });
  await userEvent.type(input, 'a1b2c3d4');
  expect(input).toHaveValue('123');
});

test('onEnter fires on Enter in a single-line field', async () => {
  const onEnter = vi.fn();
  render(<Controlled label="Email" type="email" onEnter={onEnter} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.c{Enter}');
  expect(onEnter).toHaveBeenCalledOnce();
});
