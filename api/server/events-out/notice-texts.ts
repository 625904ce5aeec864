/**
 * The notices' sentences (decision 088; the spec has none). A customer's mail names its order by number and
 * PO and a stop by city and state: no prices, no people, no notes, as on the tracking page (decision 083).
 */
export type NoticeMailKind = 'pickedUp' | 'delivered' | 'stopIssue';

interface OrderLine {
  orderId: number;
  poNumber: string | null;
}

const orderName = ({ orderId, poNumber }: OrderLine) =>
  poNumber ? `Order #${orderId} (PO ${poNumber})` : `Order #${orderId}`;

const footer =
  'You receive this because your contact details at our company ask for notices about your orders. ' +
  'Reply to this message or call us to stop them.';

export function noticeMail(kind: NoticeMailKind, order: OrderLine, place: string | null) {
  const name = orderName(order);
  const [subject, line] =
    kind === 'pickedUp'
      ? [`${name} was picked up`, `${name} was picked up and is on its way.`]
      : kind === 'delivered'
        ? [`${name} was delivered`, `${name} was delivered.`]
        : [
            `${name}: an issue at a stop`,
            `A stop of ${name.charAt(0).toLowerCase()}${name.slice(1)}${place ? ` in ${place}` : ''} has an issue. We are looking into it.`,
          ];
  return { subject, text: `${line}\n\n${footer}\n` };
}

/** The in-portal notice to staff who made or changed the load. */
export const stopIssueNotice = (
  loadId: number,
  stopNumber: number,
  place: string | null,
  issue: string | null,
) =>
  `Stop ${stopNumber} of load #${loadId}${place ? ` (${place})` : ''} has an issue` +
  (issue?.trim() ? `: ${issue.trim().slice(0, 200)}` : '.');
