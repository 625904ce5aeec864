import type { SnapshotFrom } from 'xstate';
import type { attachmentsMachine } from './attachments.machine';

export type AttachmentsSnapshot = SnapshotFrom<typeof attachmentsMachine>;

export const selectFiles = (s: AttachmentsSnapshot) => s.context.files;
export const selectIsLoading = (s: AttachmentsSnapshot) => s.matches('loading');
export const selectIsBusy = (s: AttachmentsSnapshot) => s.hasTag('busy');
export const selectEditing = (s: AttachmentsSnapshot) => s.context.editing;
export const selectIsSavingDescription = (s: AttachmentsSnapshot) => s.matches({ editing: 'saving' });
/** Download, describe and delete are offered only while nothing else runs. */
export const selectCanChangeFiles = (s: AttachmentsSnapshot) => s.matches('idle');
export const selectIsConfirmingDelete = (s: AttachmentsSnapshot) => s.matches('confirmingDelete');
export const selectIsDeleting = (s: AttachmentsSnapshot) => s.matches('deleting');
export const selectDeletingFile = (s: AttachmentsSnapshot) =>
  s.context.files.find((f) => f.fileId === s.context.deletingId) ?? null;
export const selectError = (s: AttachmentsSnapshot) => s.context.error;
