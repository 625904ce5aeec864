import type { ReactNode } from 'react';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { UsersAdminLayout } from './users-admin-layout';

/**
 * A record page of the users admin (a user, a role, a request): the record opened from its route's id, or,
 * for an id that names none (`undefined`), the sentence that it does not exist.
 */
export function UsersAdminRecord<Id>({
  id,
  noun,
  render,
}: {
  id: Id | undefined;
  noun: string;
  render: (id: Id) => ReactNode;
}) {
  return (
    <UsersAdminLayout>
      {id === undefined ? (
        <AlertBanner type="error" open>
          This {noun} does not exist.
        </AlertBanner>
      ) : (
        render(id)
      )}
    </UsersAdminLayout>
  );
}
