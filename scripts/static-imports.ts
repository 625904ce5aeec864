import { build } from 'esbuild';

/**
 * The modules a file loads before it runs, by static imports only (a dynamic `import()` is a chunk of its
 * own, fetched later), each with the chain of imports that reaches it from `entry`. Paths are relative to
 * the working directory, as esbuild's metafile names them.
 */
export async function staticImports(entry: string): Promise<Map<string, string[]>> {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'static-imports-out',
    format: 'esm',
    splitting: true,
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
    define: { 'import.meta.env': '{}', __BUILD_DATE__: '""' },
    logLevel: 'silent',
  });
  const start = Object.keys(metafile.inputs).find((path) => path.endsWith(entry))!;
  const chains = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  while (queue.length) {
    const module = queue.shift()!;
    for (const { path, kind, external } of metafile.inputs[module]?.imports ?? []) {
      if (kind !== 'import-statement' || external || chains.has(path)) continue;
      chains.set(path, [...chains.get(module)!, path]);
      queue.push(path);
    }
  }
  return chains;
}
