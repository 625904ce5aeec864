import type { Config } from './config';
import type { Database } from './db/connect';
import type { Logger } from './logging/logger';
import type { Mailer } from './mail/mailer';
import type { SessionCheck } from './auth/session-check';
import type { AuthContext } from './auth/session-store';

/** What every route reaches through `c.var.deps`: built once in main.ts, or per test file. */
export interface Deps {
  database: Database;
  config: Config;
  log: Logger;
  mailer: Mailer;
  /** The clock; tests move it to expire sessions and links. */
  now: () => Date;
}

export type AppEnv = {
  Variables: {
    deps: Deps;
    auth: AuthContext | null;
    /** A kept session the answer's statement confirms (decision 098); set by requireAccess. */
    sessionCheck?: SessionCheck;
    requestId: string;
    /** The page's style nonce when the answer is the portal's HTML (http/serve-client.ts). */
    cspNonce?: string;
  };
};
