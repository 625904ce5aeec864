/**
 * npm run bench:transfer -- [--url http://127.0.0.1:3000] [--static dist/client]
 *
 * What a first visit costs over the wire: Chromium (Debian's, as the browser tests use) opens the login
 * route and, signed in as dispatch, the orders list, with an empty cache, and the sizes the network layer
 * received are summed by kind (encoded bytes, i.e. after Brotli or gzip) beside the decoded sizes, until
 * nothing but the live event stream is in flight for 500 ms. Without
 * --url it builds nothing: it starts the server on a free port over the built portal in --static and a
 * fresh embedded database with the small seed. Prints a markdown table for docs/performance.md.
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { startBenchServer } from './bench-server';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    static: { type: 'string', default: 'dist/client' },
    /** Also list each script a route loaded, largest first. */
    files: { type: 'boolean', default: false },
  },
});

const startServer = () =>
  startBenchServer({ STATIC_DIR: args.static, SEED_SIZE: 'test', PASSWORD_ARGON2_MEMORY_KIB: '1024' });

interface Totals {
  encoded: number;
  decoded: number;
  files: number;
}
type Kind = 'Script' | 'Stylesheet' | 'Document' | 'API' | 'Other';

/** Loads `path` in a fresh page and sums what the network layer received, by kind. */
async function measure(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map<string, Kind>();
  const urls = new Map<string, string>();
  const scripts: { url: string; encoded: number }[] = [];
  const decoded = new Map<string, number>();
  const totals = new Map<Kind, Totals>();
  // In flight, but for the live desk's event stream (issue #28), which stays open while the page is.
  const pending = new Set<string>();
  let lastSettled = performance.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.includes('/api/live/')) pending.add(e.requestId);
  });
  const settle = (requestId: string) => {
    if (pending.delete(requestId)) lastSettled = performance.now();
  };
  cdp.on('Network.loadingFailed', (e) => settle(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    const kind: Kind = e.response.url.includes('/api/')
      ? 'API'
      : e.type === 'Script' || e.type === 'Stylesheet' || e.type === 'Document'
        ? e.type
        : 'Other';
    kinds.set(e.requestId, kind);
    urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.dataReceived', (e) =>
    decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength),
  );
  cdp.on('Network.loadingFinished', (e) => {
    settle(e.requestId);
    const kind = kinds.get(e.requestId);
    if (!kind) return;
    const t = totals.get(kind) ?? { encoded: 0, decoded: 0, files: 0 };
    t.encoded += e.encodedDataLength;
    t.decoded += decoded.get(e.requestId) ?? 0;
    t.files += 1;
    totals.set(kind, t);
    if (kind === 'Script') scripts.push({ url: urls.get(e.requestId) ?? '?', encoded: e.encodedDataLength });
  });
  await page.goto(path);
  await ready(page);
  // Network idle as Playwright means it (nothing in flight for 500 ms), leaving the event stream out.
  const giveUp = performance.now() + 30_000;
  while (pending.size > 0 || performance.now() - lastSettled < 500) {
    if (performance.now() > giveUp)
      throw new Error(`${path}: ${pending.size} requests still in flight after 30 s`);
    await page.waitForTimeout(50);
  }
  await cdp.detach();
  if (args.files) {
    console.log(`${path}:`);
    for (const s of scripts.sort((a, b) => b.encoded - a.encoded))
      console.log(`  ${kb(s.encoded).padStart(7)} kB  ${new URL(s.url).pathname}`);
  }
  return totals;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function main() {
  const server = args.url ? { url: args.url, stop: () => {} } : await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows: [string, Map<Kind, Totals>][] = [];
    const login = await browser.newPage({ baseURL: server.url });
    rows.push(['/login', await measure(login, '/login', (p) => p.getByLabel('Email or username').waitFor())]);

    const orders = await browser.newPage({ baseURL: server.url });
    const first = await (
      await fetch(`${server.url}/api/auth/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'dispatch@demo.test', password: 'Portal#Demo1' }),
      })
    ).json();
    const auth = await (
      await fetch(`${server.url}/api/auth/LoginToAccount`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${first.token}` },
        body: JSON.stringify({ hash: first.userIdentities[0].hash }),
      })
    ).json();
    await orders.goto('/api/health');
    await orders.evaluate((value) => localStorage.setItem('auth', value), JSON.stringify(auth));
    rows.push(['/orders', await measure(orders, '/orders', (p) => p.getByRole('table').first().waitFor())]);

    console.log(
      '| route | JavaScript over the wire (decoded) | CSS | HTML | API answers | all, over the wire |',
    );
    console.log(
      '| ----- | ---------------------------------- | --- | ---- | ----------- | ------------------ |',
    );
    for (const [route, totals] of rows) {
      const get = (k: Kind) => totals.get(k) ?? { encoded: 0, decoded: 0, files: 0 };
      const all = [...totals.values()].reduce((sum, t) => sum + t.encoded, 0);
      const js = get('Script');
      console.log(
        `| ${route} | ${kb(js.encoded)} kB (${kb(js.decoded)} kB, ${js.files} files) | ${kb(get('Stylesheet').encoded)} kB | ${kb(get('Document').encoded)} kB | ${kb(get('API').encoded)} kB | ${kb(all)} kB |`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
