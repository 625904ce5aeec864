/** Text areas grow from 1 to 5 rows with their text (spec 2 §5, §9). */
export const growingRows = (text: string | null | undefined): number =>
  Math.min(5, Math.max(1, (text ?? '').split('\n').length));
