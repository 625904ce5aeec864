import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNavigationBlocks, guardBrowserHistory, type NavigationAttempt } from './navigation-blocks';

/** A block like a dirty form: holds attempts until released. */
const formBlock = () => {
  const held: NavigationAttempt[] = [];
  const block = {
    dirty: true,
    isBlocking: () => block.dirty,
    hold: (a: NavigationAttempt) => void held.push(a),
  };
  return { block, held };
};

describe('navigation blocks', () => {
  it('goes at once when nothing blocks, and holds while a block says so', () => {
    const blocks = createNavigationBlocks();
    const go = vi.fn();
    blocks.attempt('/orders', go);
    expect(go).toHaveBeenCalledOnce();
    const { block, held } = formBlock();
    const remove = blocks.register(block);
    expect(blocks.isBlocked()).toBe(true);
    blocks.attempt('/loads', go);
    expect(go).toHaveBeenCalledOnce();
    expect(held.map((a) => a.to)).toEqual(['/loads']);
    // Released (discard confirmed): the retry goes through.
    block.dirty = false;
    held[0]!.retry();
    expect(go).toHaveBeenCalledTimes(2);
    block.dirty = true;
    remove();
    blocks.attempt('/x', go);
    expect(go).toHaveBeenCalledTimes(3);
  });

  it('a retry asks every block again: two dirty forms ask one after the other', () => {
    const blocks = createNavigationBlocks();
    const a = formBlock();
    const b = formBlock();
    blocks.register(a.block);
    blocks.register(b.block);
    const go = vi.fn();
    blocks.attempt('/orders', go);
    expect(a.held).toHaveLength(1);
    a.block.dirty = false;
    a.held[0]!.retry();
    expect(b.held).toHaveLength(1);
    expect(go).not.toHaveBeenCalled();
    b.block.dirty = false;
    b.held[0]!.retry();
    expect(go).toHaveBeenCalledOnce();
  });
});

describe('browser history guard', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    history.replaceState(null, '', '/');
  });

  it('tab close gets the browser’s prompt only while blocked', () => {
    const blocks = createNavigationBlocks();
    stop = guardBrowserHistory(blocks);
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    blocks.register(formBlock().block);
    const asked = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(asked);
    expect(asked.defaultPrevented).toBe(true);
  });

  it('back while blocked is undone, asked about, and replayed on approval', async () => {
    history.replaceState(null, '', '/orders');
    const blocks = createNavigationBlocks();
    stop = guardBrowserHistory(blocks);
    history.pushState(null, '', '/users/profile');
    const { block, held } = formBlock();
    blocks.register(block);
    const later = vi.fn();
    window.addEventListener('popstate', later);
    // jsdom traverses its session history and fires popstate on a later task, as a browser does.
    history.back();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(later).not.toHaveBeenCalled();
    expect(location.pathname).toBe('/users/profile');
    expect(held.map((a) => a.to)).toEqual(['/orders']);
    block.dirty = false;
    held[0]!.retry();
    await vi.waitFor(() => expect(later).toHaveBeenCalledOnce());
    expect(location.pathname).toBe('/orders');
    window.removeEventListener('popstate', later);
  });

  it('pops pass untouched while nothing blocks', () => {
    const blocks = createNavigationBlocks();
    stop = guardBrowserHistory(blocks);
    const later = vi.fn();
    window.addEventListener('popstate', later);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(later).toHaveBeenCalledOnce();
    window.removeEventListener('popstate', later);
  });
});
