import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { SearchField } from './search-field';

function Controlled({ onClear = () => {} }: { onClear?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      value={value}
      onChange={setValue}
      onClear={() => {
        onClear();
        setValue('');
      }}
    />
  );
}

test('takes typing and offers a clear button only while it holds text', async () => {
  const onClear = vi.fn();
  const { container } = render(<Controlled onClear={onClear} />);
  const box = screen.getByRole('searchbox', { name: 'Search' });
  expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  await userEvent.type(box, 'acme');
  expect(box).toHaveValue('acme');
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(onClear).toHaveBeenCalledOnce();
  expect(box).toHaveValue('');
});

test('Escape clears', async () => {
  const onClear = vi.fn();
  render(<Controlled onClear={onClear} />);
  const box = screen.getByRole('searchbox', { name: 'Search' });
  await userEvent.type(box, 'x{Escape}');
  expect(onClear).toHaveBeenCalledOnce();
  await userEvent.type(box, '{Escape}');
  expect(onClear).toHaveBeenCalledOnce();
});
