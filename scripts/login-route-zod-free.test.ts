import { describe, expect, it } from 'vitest';
import { staticImports } from './static-imports';

/**
 * The login route's first paint is the entry script and the login page (issue #26: ≤ 120 kB of JavaScript);
 * zod and the contract's schemas load with the first API area, after it (decision 090). A module that
 * brings zod back names its chain of imports here.
 */
describe('the login route carries no zod', () => {
  it.each(['src/main.tsx', 'src/features/sign-in/login-page.tsx'])(
    '%s reaches no zod',
    async (entry) => {
      const chains = await staticImports(entry);
      expect(chains.size).toBeGreaterThan(50);
      const zod = [...chains].filter(([path]) => path.includes('node_modules/zod/'));
      expect(zod.map(([, chain]) => chain.join(' → '))).toEqual([]);
    },
    60_000,
  );

  it('sees zod where a page does load it', async () => {
    const chains = await staticImports('src/features/orders/list/orders-list.tsx');
    expect([...chains.keys()].some((path) => path.includes('node_modules/zod/'))).toBe(true);
  }, 60_000);
});
