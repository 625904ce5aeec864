import { formatMoment } from './moments';

/** An instant in the business's zone, 'MM/DD/YYYY h:mm A' (spec 2 §9); '' for none, '--' before 1970. */
export const formatUsDateTime = (iso: string | null | undefined): string => formatMoment(iso);
