import { z } from 'zod';
import { ofKind } from './field-kinds';
import { id, plainString } from './scalars';

/** A system user as other records show them (added by, modified by, placed by): enough to name and link. */
export const userSummarySchema = z.object({
  systemUserId: id,
  firstName: ofKind('name', plainString().nullable()),
  lastName: ofKind('name', plainString().nullable()),
  name: ofKind('name', plainString().nullable().optional()),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** Display name of a user summary: `name`, else first and last, else 'Unknown'. */
export const userDisplayName = (user: UserSummary | null | undefined): string =>
  user?.name?.trim() || [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim() || 'Unknown';
