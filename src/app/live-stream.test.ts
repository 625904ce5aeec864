import { describe, expect, it } from 'vitest';
import { createSseParser, liveEventOf } from './live-stream';

const change = {
  id: 41,
  at: '2026-11-27T09:00:00.000Z',
  kind: 'load.changed',
  record: { type: 'load', id: 12 },
  by: null,
  fields: ['trailerNumber'],
  dateModified: '2026-11-27T09:00:00.000Z',
};

describe('the live stream reader', () => {
  it('reads frames split anywhere, with CRLF, CR or LF line ends, joined data lines and comments', () => {
    const parse = createSseParser();
    const text = `: heartbeat\r\nevent: change\r\nid: 41\r\ndata: {"a":\r\ndata: 1}\r\n\r\nevent: resync\rdata: {}\r\rdata:plain\n\n`;
    const items = [...text].flatMap((char) => parse(char));
    expect(items).toEqual([
      { comment: 'heartbeat' },
      { event: 'change', id: '41', data: '{"a":\n1}' },
      { event: 'resync', id: null, data: '{}' },
      { event: 'message', id: null, data: 'plain' },
    ]);
  });

  it('keeps a frame that has not ended for the next chunk', () => {
    const parse = createSseParser();
    expect(parse('event: ready\ndata: {"head":3,')).toEqual([]);
    expect(parse('"heartbeatSeconds":15}\n\n')).toEqual([
      { event: 'ready', id: null, data: '{"head":3,"heartbeatSeconds":15}' },
    ]);
  });

  it("turns the portal's frames into the machine's events, checked against the contract", () => {
    expect(liveEventOf({ event: 'ready', id: null, data: '{"head":3,"heartbeatSeconds":15}' })).toEqual({
      type: 'stream.opened',
    });
    expect(liveEventOf({ event: 'change', id: '41', data: JSON.stringify(change) })).toEqual({
      type: 'stream.message',
      message: { id: '41', kind: 'load.changed', data: change },
    });
    expect(liveEventOf({ event: 'resync', id: null, data: '{"reason":"unknownEventId","head":90}' })).toEqual(
      {
        type: 'stream.resync',
        id: '90',
      },
    );
    expect(liveEventOf({ event: 'bye', id: null, data: '{"reason":"signedOut"}' })).toEqual({
      type: 'stream.failed',
      status: 401,
    });
    expect(liveEventOf({ event: 'bye', id: null, data: '{"reason":"tooSlow"}' })).toEqual({
      type: 'stream.closed',
    });
    expect(liveEventOf({ event: 'presence', id: null, data: '{"record":{"type":"load","id":12}}' })).toEqual({
      type: 'stream.presence',
      record: { type: 'load', id: 12 },
    });
    expect(() =>
      liveEventOf({ event: 'presence', id: null, data: '{"record":{"type":"stop","id":12}}' }),
    ).toThrow();
    expect(liveEventOf({ comment: '' })).toEqual({ type: 'stream.heartbeat' });
    expect(liveEventOf({ event: 'something-new', id: null, data: '' })).toBeNull();
    expect(() => liveEventOf({ event: 'change', id: '1', data: '{"id":"x"}' })).toThrow();
  });
});
