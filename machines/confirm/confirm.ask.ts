import type { ActorRefFrom } from 'xstate';
import type { ConfirmOptions, confirmMachine } from './confirm.machine';

export type ConfirmActor = ActorRefFrom<typeof confirmMachine>;

/**
 * Opens the dialog and resolves true on Confirm, false on Cancel, on being replaced by another request or on
 * the actor stopping. src/ wraps it once: `const confirm = (o) => ask(confirmActor, o)`.
 */
export function ask(actor: ConfirmActor, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    actor.send({ type: 'confirm.open', ...options });
    const requestId = actor.getSnapshot().context.request?.id;
    if (requestId === undefined) return resolve(false);
    const finish = (accepted: boolean) => {
      listener.unsubscribe();
      watcher.unsubscribe();
      resolve(accepted);
    };
    const listener = actor.on('confirm.resolved', (e) => {
      if (e.requestId === requestId) finish(e.accepted);
    });
    const watcher = actor.subscribe({ complete: () => finish(false), error: () => finish(false) });
  });
}
