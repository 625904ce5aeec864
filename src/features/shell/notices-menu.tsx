import { useLocation } from 'wouter';
import type { SignInResult } from '#contract/identity';
import type { MyNotices } from '#contract/notice';
import { noticeTexts } from '#contract/notice-texts';
import { Chip } from '#ui/components/chip/chip';
import { IconButton } from '#ui/components/icon-button/icon-button';
import { passesGate } from '#machines/session/auth-store';
import { useLiveChanges } from '../../app/use-live-changes';
import { useResource } from '../../app/use-resource';
import { useRuntime } from '../../app/runtime-context';
import { ShellMenu } from './shell-menu';

/** Staff logins only: customers and carriers have no notices (decision 088). */
export const showsNotices = (auth: SignInResult | null) =>
  passesGate(auth, { identityTypes: ['admin', 'employee'] });

const bell = (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
    />
  </svg>
);

/**
 * The notices bell in the header (decision 088): the unread count on it, the newest notices inside, each
 * leading to its load and marked read on the way, and Mark all read. Read again when it opens and when
 * another person changes a stop (the live stream), since a stop issue is what makes a notice.
 */
export function NoticesMenu({ auth }: { auth: SignInResult | null }) {
  if (!showsNotices(auth)) return null;
  return <NoticesBell />;
}

function NoticesBell() {
  const { services } = useRuntime();
  const [, navigate] = useLocation();
  const notices = useResource<MyNotices>((signal) => services.noticesApi.mine(signal));
  useLiveChanges(['stop', 'load'], notices.reload);
  const unread = notices.data?.unread ?? 0;
  const items = notices.data?.items ?? [];
  const markRead = (ids?: number[]) =>
    void services.noticesApi.markRead(ids).then(notices.reload, notices.reload);
  const label = unread ? `${noticeTexts.title}, ${noticeTexts.unread(unread)}` : noticeTexts.title;
  return (
    <ShellMenu
      onOpenChange={(open) => open && notices.reload()}
      trigger={
        <IconButton aria-label={label}>
          {bell}
          {unread > 0 && (
            <span aria-hidden="true">
              <Chip size="sm" tone="attention">
                {unread > 99 ? '99+' : unread}
              </Chip>
            </span>
          )}
        </IconButton>
      }
    >
      {({ DropdownMenuItem, DropdownMenuLabel, DropdownMenuNote, DropdownMenuSeparator }) => (
        <>
          <DropdownMenuLabel>{noticeTexts.title}</DropdownMenuLabel>
          {items.length === 0 && <DropdownMenuNote>{noticeTexts.empty}</DropdownMenuNote>}
          {items.slice(0, 10).map((n) => (
            <DropdownMenuItem
              key={n.staffNoticeId}
              end={n.readAt ? undefined : <Chip size="sm">New</Chip>}
              onSelect={() => {
                if (!n.readAt) markRead([n.staffNoticeId]);
                if (n.loadId !== null) navigate(`/loads/${n.loadId}`);
              }}
            >
              {n.text}
            </DropdownMenuItem>
          ))}
          {unread > 0 && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => markRead()}>{noticeTexts.markAllRead}</DropdownMenuItem>
            </>
          )}
        </>
      )}
    </ShellMenu>
  );
}
