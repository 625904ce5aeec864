import { sprinkles } from '#ui/theme/sprinkles.css';

/** Children side by side; whether they wrap, their gap and alignment are sprinkles chosen per use. */
export const inline = sprinkles({ display: 'flex', flexDirection: 'row' });
