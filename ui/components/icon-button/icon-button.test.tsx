import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { CloseIcon } from '#ui/icons/icons';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { IconButton } from './icon-button';

test('is named by its aria-label and clickable by keyboard', async () => {
  const onClick = vi.fn();
  const { container } = render(
    <IconButton aria-label="Close" onClick={onClick}>
      <CloseIcon />
    </IconButton>,
  );
  const button = screen.getByRole('button', { name: 'Close' });
  button.focus();
  await userEvent.keyboard(' ');
  expect(onClick).toHaveBeenCalledOnce();
  await expectNoAxeViolations(container);
});
