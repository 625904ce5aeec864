import type { ServerMachineRefusal } from '#contract/machine-runs';
import type { Actor } from '../http/request-context';

/** How many refusals a server process keeps, newest last. */
export const keptRefusals = 200;

const refusals: ServerMachineRefusal[] = [];

/**
 * Notes that a machine on the server said no (decision 087): the call's transaction rolls back, so the outbox
 * keeps nothing of it. Kept in this process only, the newest `keptRefusals`, for the inspector.
 */
export function noteRefusal(
  actor: Actor | null,
  refusal: Omit<ServerMachineRefusal, 'at' | 'systemUserId' | 'identityType'>,
): void {
  refusals.push({
    ...refusal,
    at: (actor?.now ?? new Date()).toISOString(),
    systemUserId: actor?.systemUserId ?? null,
    identityType: actor?.identity?.identityType ?? null,
  });
  if (refusals.length > keptRefusals) refusals.splice(0, refusals.length - keptRefusals);
}

/** The newest `limit` refusals, newest first. */
export const recentRefusals = (limit: number): ServerMachineRefusal[] => refusals.slice(-limit).reverse();
