import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Avatar } from '../avatar/avatar';
import { Chip } from '../chip/chip';
import { IconButton } from '../icon-button/icon-button';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuNote,
  DropdownMenuSeparator,
} from './dropdown-menu';

function AvatarMenu({ onLogout = () => {} }: { onLogout?: () => void }) {
  return (
    <DropdownMenu
      trigger={
        <IconButton aria-label="Account menu for Ada Lovelace">
          <Avatar name="Ada Lovelace" decorative />
        </IconButton>
      }
    >
      <DropdownMenuLabel>Ada Lovelace · Harbor Foods</DropdownMenuLabel>
      <DropdownMenuItem end={<Chip size="sm">3</Chip>}>Switch Account</DropdownMenuItem>
      <DropdownMenuItem>Profile</DropdownMenuItem>
      <DropdownMenuItem onSelect={onLogout}>Logout</DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuNote>Version 1.3.8 (09/04/2025)</DropdownMenuNote>
    </DropdownMenu>
  );
}

test('the avatar button opens a menu whose items are chosen by keyboard', async () => {
  const onLogout = vi.fn();
  render(<AvatarMenu onLogout={onLogout} />);
  const trigger = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
  expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

  trigger.focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('menu', { name: 'Account menu for Ada Lovelace' })).toBeInTheDocument();
  expect(screen.getByText('Ada Lovelace · Harbor Foods')).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Switch Account 3' })).toBeInTheDocument();
  expect(screen.getByText('Version 1.3.8 (09/04/2025)')).toBeInTheDocument();
  await expectNoAxeViolations(document.body);

  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  expect(onLogout).toHaveBeenCalledOnce();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('opens on pointer click and closes on Escape', async () => {
  render(<AvatarMenu />);
  await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
  expect(screen.getByRole('menu')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
