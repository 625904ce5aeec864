import { useLocation, useSearch } from 'wouter';
import type { Board } from '#contract/board';
import { useLiveChanges } from '../../app/use-live-changes';
import { useResource } from '../../app/use-resource';
import { useRuntime } from '../../app/runtime-context';

export const neededWithinChoices = [1, 2, 3, 5, 7, 14] as const;
const defaultNeededWithin = 3;

/** The `within` of `/board?within=5`: the days "orders needed within" counts; default 3. */
export const neededWithinOf = (search: string): number => {
  const raw = Number(new URLSearchParams(search).get('within'));
  return (neededWithinChoices as readonly number[]).includes(raw) ? raw : defaultNeededWithin;
};

/**
 * The board page's controller: the chosen range lives in the address, the board is a resource read again
 * (quietly, the last figures kept) whenever the live desk hears of a change to loads, stops, orders or
 * carriers. The page keys it by the range, so a new range is a new read.
 */
export function useBoard(neededWithinDays: number) {
  const { services } = useRuntime();
  const board = useResource<Board>((signal) => services.boardApi.getBoard(neededWithinDays, signal));
  useLiveChanges(['load', 'stop', 'order', 'carrier'], board.reload);
  return board;
}

/** The range in the address, and a way to change it. */
export function useNeededWithin() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const value = neededWithinOf(search);
  const choose = (days: number) => navigate(`${path}?within=${days}`, { replace: true });
  return { value, choose };
}
