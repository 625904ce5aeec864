import { act, renderHook } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { useLazyActor } from './use-lazy-actor';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

/** A load that counts its calls and answers when told. */
function deferredLoad() {
  const calls: Array<(logic: typeof toggle) => void> = [];
  const load = () => new Promise<typeof toggle>((resolve) => calls.push(resolve));
  return { load, calls, answer: () => calls.forEach((resolve) => resolve(toggle)) };
}

describe('useLazyActor (issue #26)', () => {
  it('loads nothing until started, then starts one actor however often it is asked', async () => {
    const { load, calls, answer } = deferredLoad();
    const { result } = renderHook(() => useLazyActor(load, {}));
    expect(result.current.actor).toBeUndefined();
    expect(calls).toHaveLength(0);
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.start();
      second = result.current.start();
    });
    expect(calls).toHaveLength(1);
    await act(async () => {
      answer();
      await first;
    });
    expect(await second).toBe(await first);
    expect(result.current.actor).toBe(await first);
    expect(result.current.actor!.getSnapshot().status).toBe('active');
    act(() => result.current.actor!.send({ type: 'flip' }));
    expect(result.current.actor!.getSnapshot().value).toBe('on');
  });

  it('under StrictMode, a start from the mount effect makes one actor, stopped with the component', async () => {
    const { load, calls, answer } = deferredLoad();
    const { result, unmount } = renderHook(
      () => {
        const lazy = useLazyActor(load, {});
        const { start } = lazy;
        // As a page does for a link naming a saved view: start as it mounts (StrictMode mounts twice).
        useEffect(() => {
          start().catch(() => undefined);
          // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page's mount does
        }, []);
        return lazy;
      },
      { wrapper: StrictMode },
    );
    expect(calls).toHaveLength(1);
    await act(async () => answer());
    const actor = result.current.actor!;
    expect(actor.getSnapshot().status).toBe('active');
    unmount();
    expect(actor.getSnapshot().status).toBe('stopped');
  });
});
