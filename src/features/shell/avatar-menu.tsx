import { identityLabel } from '#machines/session/identity-label';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import type { SignInResult } from '#contract/identity';
import { isLoggingOut } from '#machines/session/logout.selectors';
import { Avatar, initialsOf } from '#ui/components/avatar/avatar';
import { Chip } from '#ui/components/chip/chip';
import { IconButton } from '#ui/components/icon-button/icon-button';
import { useRuntime } from '../../app/runtime-context';
import {
  accountSelectionPath,
  switchableAccountCount,
  userDisplayName,
  versionText,
} from './account-summary';
import { ShellMenu } from './shell-menu';

/** The avatar menu of spec 1 §2: who is signed in as what, switching, profile, logout, version. */
export function AvatarMenu({ auth }: { auth: SignInResult | null }) {
  const runtime = useRuntime();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const loggingOut = useSelector(runtime.logout, isLoggingOut);
  const name = userDisplayName(auth);
  const accounts = switchableAccountCount(auth);

  return (
    <ShellMenu
      trigger={
        // The name holds the initials the button shows, so a voice user can say what they see (WCAG 2.5.3);
        // not in parentheses, which axe's label-in-name check drops.
        <IconButton aria-label={`Account menu for ${name}, initials ${initialsOf(name)}`}>
          <Avatar name={name} decorative />
        </IconButton>
      }
    >
      {({ DropdownMenuItem, DropdownMenuLabel, DropdownMenuNote, DropdownMenuSeparator }) => (
        <>
          <DropdownMenuLabel>{name}</DropdownMenuLabel>
          <DropdownMenuNote>{identityLabel(auth?.userIdentityCurrent, 'menu')}</DropdownMenuNote>
          <DropdownMenuSeparator />
          {accounts !== null && (
            <DropdownMenuItem
              end={<Chip size="sm">{accounts}</Chip>}
              onSelect={() => navigate(accountSelectionPath(search ? `${path}?${search}` : path))}
            >
              Switch Account
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => navigate('/users/profile')}>Profile</DropdownMenuItem>
          <DropdownMenuItem disabled={loggingOut} onSelect={runtime.requestLogout}>
            Logout
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuNote>{versionText(__BUILD_DATE__)}</DropdownMenuNote>
        </>
      )}
    </ShellMenu>
  );
}
