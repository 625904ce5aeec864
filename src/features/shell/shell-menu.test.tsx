import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from '#ui/components/icon-button/icon-button';
import { renderWithRuntime } from '../../testing/render-with-runtime';
import { ShellMenu } from './shell-menu';

const renderMenu = () => {
  const opened: boolean[] = [];
  const t = renderWithRuntime(
    <>
      <button type="button">Before</button>
      <ShellMenu
        trigger={<IconButton aria-label="Things">T</IconButton>}
        onOpenChange={(open) => opened.push(open)}
      >
        {({ DropdownMenuItem, DropdownMenuLabel }) => (
          <>
            <DropdownMenuLabel>Things</DropdownMenuLabel>
            <DropdownMenuItem>First</DropdownMenuItem>
            <DropdownMenuItem>Second</DropdownMenuItem>
          </>
        )}
      </ShellMenu>
    </>,
  );
  return { opened, user: t.user };
};

// One module for the whole file: the first test sees the menu before its code is there, the others after.
describe('a header menu loaded on first use (issue #26)', () => {
  it('opens from the keyboard before its code is there, its first item focused, and closes back to the button', async () => {
    const { opened, user } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Things' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'First' })).toHaveFocus());
    expect(opened).toEqual([true]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Things' })).toHaveFocus();
    expect(opened).toEqual([true, false]);
  });

  it('opens on a press once loaded, and closes on a second press', async () => {
    const { opened, user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Things' }));
    expect(await screen.findByRole('menuitem', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Things' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Things' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Radix reports the close twice here (the press outside the menu, then the trigger's toggle).
    expect(opened[0]).toBe(true);
    expect(opened.slice(1).every((open) => !open)).toBe(true);
  });
});
