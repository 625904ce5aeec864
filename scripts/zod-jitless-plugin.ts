import type { Plugin } from 'vite';

/**
 * The portal runs under a Content-Security-Policy without 'unsafe-eval' (docs/security.md). Zod probes for
 * eval with `new Function` when it builds its first object schema; the throw is caught, but the browser
 * still reports a violation. Zod reads its settings from `globalThis.__zod_globalConfig`, so the chunk that
 * holds zod starts by asking for jitless parsing, before any of its modules run: setting it from app code
 * would be too late, since a chunk's modules all run before the code of the chunk that imports it.
 */
export function zodJitless(): Plugin {
  return {
    name: 'portal-zod-jitless',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('__zod_globalConfig')) return null;
      return { code: `(globalThis.__zod_globalConfig ??= {}).jitless = true;\n${code}`, map: null };
    },
  };
}
