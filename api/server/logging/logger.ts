type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
const secretKeys = /pass(word)?|token|authorization|hash|secret|cookie/i;

/** Structured logs: one JSON object per line, secrets redacted by key name. */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export const redact = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, secretKeys.test(k) ? '[redacted]' : v]));

export function createLogger(
  level: Level | 'silent' = 'info',
  write = (line: string) => console.log(line),
): Logger {
  const at =
    (l: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (order[l] < order[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...redact(fields) }));
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
