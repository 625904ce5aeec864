import pg from 'pg';
const query = pg.Client.prototype.query;
let on = false; let n = 0;
(globalThis as { zzOn?: (v: boolean) => void }).zzOn = (v) => { on = v; };
pg.Client.prototype.query = function (this: pg.Client, ...rest: unknown[]) {
  const cfg = rest[0] as { text?: string } | string;
  if (process.env.ZZ && n++ % 1 === 0 && n < 400) { const t = typeof cfg === 'string' ? cfg : cfg?.text ?? ''; console.log('SQL', t.replace(/\s+/g, ' ').slice(0, 160)); }
  return (query as (...a: unknown[]) => unknown).apply(this, rest);
} as typeof query;
