import type { z } from 'zod';
import type { orderListItemSchema } from '#client/orders.api';

/** An order as the list receives it: outsiders get no staff-only fields, so any may be missing. */
export type OrderListItem = z.infer<typeof orderListItemSchema>;
