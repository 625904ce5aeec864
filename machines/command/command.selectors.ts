import type { SnapshotFrom } from 'xstate';
import type { commandMachine } from './command.machine';

export type CommandSnapshot = SnapshotFrom<typeof commandMachine>;

export const selectCommandDone = (s: CommandSnapshot) => s.matches('done');
export const selectCommandBusy = (s: CommandSnapshot) => s.hasTag('busy');
export const selectCommandError = (s: CommandSnapshot) => (s.hasTag('error') ? s.context.error : null);
export const selectCommandOutput = (s: CommandSnapshot) => s.context.output;
