import { describe, expect, it, vi } from 'vitest';
import { lazyApi } from './lazy-api';

const area = () => ({
  double: (n: number) => Promise.resolve(n * 2),
  fail: () => Promise.reject(new Error('no')),
});

describe('lazyApi', () => {
  it('loads the area on the first call only, and forwards arguments and answers', async () => {
    const load = vi.fn(() => Promise.resolve(area()));
    const api = lazyApi(load);
    expect(load).not.toHaveBeenCalled();
    await expect(api.double(21)).resolves.toBe(42);
    await expect(api.double(2)).resolves.toBe(4);
    expect(load).toHaveBeenCalledTimes(1);
    expect(api.double).toBe(api.double);
  });

  it("passes a call's failure through", async () => {
    const api = lazyApi(() => Promise.resolve(area()));
    await expect(api.fail()).rejects.toThrow('no');
  });

  it('tries the load again after it failed (offline), instead of keeping the failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(area());
    const api = lazyApi<ReturnType<typeof area>>(load);
    await expect(api.double(1)).rejects.toThrow('Failed to fetch');
    await expect(api.double(1)).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not a thenable, so awaiting the area itself does not call the server', async () => {
    const load = vi.fn(() => Promise.resolve(area()));
    const api = lazyApi(load);
    expect(await Promise.resolve(api)).toBe(api);
    expect(load).not.toHaveBeenCalled();
  });

  it('names a call the area does not have', async () => {
    const api = lazyApi(() => Promise.resolve(area())) as unknown as { missing: () => Promise<void> };
    await expect(api.missing()).rejects.toThrow("The API area has no call 'missing'");
  });
});
