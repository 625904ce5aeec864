import { and, asc, eq, sql } from 'drizzle-orm';
import { stateCode } from '#contract/geography';
import { contacts } from '../db/schema/contacts';
import { orderCustomers } from '../db/schema/customers';
import type { ReportDefinition } from './report-definition';
import { counted, groupRows, place } from './report-sql';

/** Every active customer (all with includeInactive) and its contacts, primary first, by customer name. */
export const customerContacts: ReportDefinition = {
  title: 'Customer Contact List',
  format: 'pdf',
  async build(db, input) {
    const inactiveToo = input.fields.includeInactive === true;
    const rows = await db
      .select({
        customerId: orderCustomers.orderCustomerId,
        customer: orderCustomers.orderCustomerName,
        city: orderCustomers.city,
        stateId: orderCustomers.refCountryStateId,
        name: contacts.name,
        title: contacts.title,
        phone: contacts.phone,
        email: contacts.email,
        isPrimary: contacts.isPrimary,
      })
      .from(orderCustomers)
      .leftJoin(contacts, eq(contacts.orderCustomerId, orderCustomers.orderCustomerId))
      .where(and(inactiveToo ? undefined : eq(orderCustomers.isActive, true)))
      .orderBy(
        asc(sql`lower(${orderCustomers.orderCustomerName})`),
        asc(orderCustomers.orderCustomerId),
        sql`${contacts.isPrimary} desc nulls last`,
        asc(sql`lower(${contacts.name})`),
      );
    const groups = groupRows(
      rows,
      (r) => r.customerId,
      (r) =>
        [r.customer, place(r.city, r.stateId == null ? null : stateCode(r.stateId))]
          .filter(Boolean)
          .join(' · '),
      (r) =>
        r.name == null
          ? ['No contacts', null, null, null, null]
          : [r.name, r.title, r.phone, r.email, r.isPrimary ? 'Yes' : ''],
    );
    const contactCount = rows.filter((r) => r.name != null).length;
    return {
      title: this.title,
      filters: [['Customers', inactiveToo ? 'All customers' : 'Active customers']],
      columns: [
        { header: 'Contact', width: 22 },
        { header: 'Title', width: 16 },
        { header: 'Phone', width: 16 },
        { header: 'Email', width: 28 },
        { header: 'Primary', width: 7 },
      ],
      groups,
      totals: [
        `${counted(groups.length, 'customer')}, ${counted(contactCount, 'contact')}`,
        null,
        null,
        null,
        null,
      ],
      emptyText: 'No customers.',
    };
  },
};
