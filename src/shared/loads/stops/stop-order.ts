import type { LoadStop } from '#contract/load';
import { resolveStop } from '#domain/resolve-stop';

/** Stops in the given order, numbered 1.. as their new sequence. */
export const resequenced = (stops: readonly LoadStop[]): LoadStop[] =>
  stops.map((stop, i) => ({ ...stop, stopSequence: i + 1 }));

/** `stops` with the stop at `from` moved to `to` (both positions in the shown order). */
export function moveStop(stops: readonly LoadStop[], from: number, to: number): LoadStop[] {
  if (from === to || from < 0 || to < 0 || from >= stops.length || to >= stops.length) return [...stops];
  const next = [...stops];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return resequenced(next);
}

/** A card's check-off: ticking stamps the time now, unticking clears it (spec 2 §4). */
export function withStopChecked(stops: readonly LoadStop[], index: number, checked: boolean, now: string) {
  return stops.map((stop, i) => (i === index ? resolveStop(stop, checked, now) : stop));
}
