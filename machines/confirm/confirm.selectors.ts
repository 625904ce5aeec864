import type { SnapshotFrom } from 'xstate';
import type { ConfirmRequest, confirmMachine } from './confirm.machine';

type ConfirmSnapshot = SnapshotFrom<typeof confirmMachine>;

export const isConfirmOpen = (s: ConfirmSnapshot): boolean => s.matches('open');
export const confirmRequest = (s: ConfirmSnapshot): ConfirmRequest | null => s.context.request;
