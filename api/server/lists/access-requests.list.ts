import { inArray, notInArray } from 'drizzle-orm';
import type { AccessRequest } from '#contract/access-request';
import { systemUserRequests } from '../db/schema/auth';
import { accessRequestView } from '../users/access-request-store';
import { datetimeProp, defineList, idProp, textProp } from './list-definition';

const q = systemUserRequests;

/** The Requests tab: access requests waiting for review, newest first. */
export const accessRequestsList = defineList<AccessRequest>({
  noun: 'access requests',
  table: systemUserRequests,
  id: q.systemUserRequestId,
  idProperty: 'systemUserRequestId',
  properties: {
    systemUserRequestId: idProp(q.systemUserRequestId),
    emailAddress: textProp(q.emailAddress),
    firstName: textProp(q.firstName),
    lastname: textProp(q.lastname),
    companyName: textProp(q.companyName),
    phone: textProp(q.phone),
    city: textProp(q.city),
    state: textProp(q.state),
    additionalInfo: textProp(q.additionalInfo),
    dateAdded: datetimeProp(q.dateAdded),
    dateModified: datetimeProp(q.dateModified),
  },
  search: ['firstName', 'lastname', 'companyName', 'emailAddress', 'city'],
  searchById: true,
  letter: 'companyName',
  defaultSort: [{ sortBy: 'dateAdded', isSortAscending: false }],
  fields: (f) => [f.exceptionIds?.length ? notInArray(q.systemUserRequestId, f.exceptionIds) : undefined],
  load: async (ids, ctx) =>
    (await ctx.db.select().from(q).where(inArray(q.systemUserRequestId, ids))).map(accessRequestView),
  idOf: (item) => item.systemUserRequestId,
});
