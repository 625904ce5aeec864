import { z } from 'zod';
import { myNoticesSchema, noticeMailSchema } from '#contract/notice';
import { fillPath } from '#contract/path-template';
import { noticePaths } from '#contract/paths';
import type { HttpClient } from './http-client';

/** Notices (decision 088): the shell's bell, and an order's notice e-mails. */
export const createNoticesApi = (http: HttpClient) => ({
  mine: (signal?: AbortSignal) => http.get(noticePaths.getMine, { schema: myNoticesSchema, signal }),
  /** Marks these notices read, or all of them; answers the notices after. */
  markRead: (staffNoticeIds?: number[]) =>
    http.post(noticePaths.markRead, {
      body: staffNoticeIds ? { staffNoticeIds } : {},
      schema: myNoticesSchema,
    }),
  mailsByOrder: (orderId: number, signal?: AbortSignal) =>
    http.get(fillPath(noticePaths.getMailsByOrderId, { id: orderId }), {
      schema: z.array(noticeMailSchema),
      signal,
    }),
});

export type NoticesApi = ReturnType<typeof createNoticesApi>;
