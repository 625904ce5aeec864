import type { AuthContext } from '../auth/session-store';
import type { Deps } from '../deps';

type AuditContext = { var: { deps: Deps; requestId: string; auth: AuthContext | null } };

/**
 * One log line for a change made through the API: what happened, the request it came from, who did it
 * (`by`, once signed in) and the ids it touched, so every change reads the same way in the logs.
 */
export function auditLog(c: AuditContext, event: string, fields: Record<string, unknown> = {}): void {
  const by = c.var.auth ? { by: c.var.auth.systemUserId } : {};
  c.var.deps.log.info(event, { requestId: c.var.requestId, ...fields, ...by });
}
