import { Link } from 'wouter';
import { userDisplayName, type UserSummary } from '#contract/user-summary';
import { textLinkClass } from '#ui/components/link-button/link-button';

/** ' by {user}' after a record's added or modified date: the name links to the user's page for admins only (spec 2 §6). */
export function ByUser({ user, link }: { user: UserSummary | null | undefined; link: boolean }) {
  if (!user) return null;
  return (
    <>
      {' by '}
      {link ? (
        <Link href={`/users/admin/system/${user.systemUserId}`} className={textLinkClass()}>
          {userDisplayName(user)}
        </Link>
      ) : (
        userDisplayName(user)
      )}
    </>
  );
}
