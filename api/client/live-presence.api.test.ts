import { expect, it, vi } from 'vitest';
import { livePaths } from '#contract/paths';
import { createPresenceApi } from './live-presence.api';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

const server = await replyServerForFile();
const dana = { systemUserId: 2, name: 'Dana Whitaker', initials: 'DW', editing: true };

it('announce PUTs the record and whether editing, and answers the others present', async () => {
  server.reply(livePaths.presence, 200, { present: [dana], heartbeatSeconds: 10 });
  const api = createPresenceApi(testHttpClient(server));
  expect(await api.announce({ type: 'load', id: 12, editing: false })).toEqual([dana]);
  expect(server.last()).toMatchObject({ method: 'PUT', url: livePaths.presence });
  expect(JSON.parse(server.last().body)).toEqual({ type: 'load', id: 12, editing: false });
});

it('leave DELETEs the record, and a refused session then does not sign the tab out', async () => {
  const onUnauthorized = vi.fn();
  server.reply(livePaths.presence, 401, { statusText: 'Unauthorized' });
  const api = createPresenceApi(testHttpClient(server, { onUnauthorized }));
  await expect(api.leave('order', 7)).rejects.toThrow();
  expect(server.last()).toMatchObject({ method: 'DELETE', url: `${livePaths.presence}?type=order&id=7` });
  expect(onUnauthorized).not.toHaveBeenCalled();
});
