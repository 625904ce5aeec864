import { sprinkles } from '#ui/theme/sprinkles.css';

/** Children one under the other; the gap and alignment are sprinkles too, chosen per use. */
export const stack = sprinkles({ display: 'flex', flexDirection: 'column' });
