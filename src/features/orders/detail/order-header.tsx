import { Link } from 'wouter';
import type { Order } from '#contract/order';
import { orderStatusLabel, orderStatusLook } from '#contract/order-status';
import type { UserSummary } from '#contract/user-summary';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { ByUser } from '../../../shared/records/by-user';
import { PageHeader } from '#ui/components/page-header/page-header';
import { StatusChip } from '#ui/components/status-chip/status-chip';
import { formatRelativeTime } from '../../../shared/format/relative-time';
import { formatUsDateTime } from '../../../shared/format/us-date-time';
import * as s from './order-page.css';

export interface OrderHeaderProps {
  orderId: number;
  order: Order | null;
  linkUsers: boolean;
}

/**
 * The order page's header (spec 2 §2): 'Order #N' (at most 500 px), its status chip, 'Updated …' and
 * 'Created …' as relative times with the full date in a tooltip and the user (a link for admins only),
 * and the way back to the list, which restores its own grouping, filters and page from its settings.
 */
export function OrderHeader({ orderId, order, linkUsers }: OrderHeaderProps) {
  const look = orderStatusLook(order?.refOrderStatusId);
  return (
    <PageHeader
      title={
        <span className={s.title}>
          <span className={s.titleText}>Order #{orderId}</span>
          {order && (
            <StatusChip
              tone={look.tone}
              outlined={look.outlined}
              label={orderStatusLabel(order.refOrderStatusId)}
            />
          )}
        </span>
      }
      subtitle={
        order && (
          <span className={s.stamps}>
            <Stamp
              label="Updated"
              iso={order.dateModified}
              user={order.modifiedByUser}
              linkUsers={linkUsers}
            />
            <Stamp label="Created" iso={order.dateAdded} user={order.addedByUser} linkUsers={linkUsers} />
          </span>
        )
      }
      actions={
        <Link href="/orders" className={textLinkClass()}>
          Back to orders
        </Link>
      }
    />
  );
}

function Stamp(props: {
  label: string;
  iso: string;
  user: UserSummary | null | undefined;
  linkUsers: boolean;
}) {
  const { label, iso, user, linkUsers } = props;
  return (
    <span>
      {label}{' '}
      <time dateTime={iso} title={formatUsDateTime(iso)}>
        {formatRelativeTime(iso)}
      </time>
      <ByUser user={user} link={linkUsers} />
    </span>
  );
}
