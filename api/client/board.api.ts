import { boardPaths } from '#contract/paths';
import { boardSchema } from '#contract/board';
import type { HttpClient } from './http-client';

/** The dispatcher's board (decision 085). */
export const createBoardApi = (http: HttpClient) => ({
  getBoard: (neededWithinDays: number, signal?: AbortSignal) =>
    http.get(boardPaths.getBoard, { query: { neededWithinDays }, schema: boardSchema, signal }),
});

export type BoardApi = ReturnType<typeof createBoardApi>;
