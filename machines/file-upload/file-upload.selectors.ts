import type { SnapshotFrom } from 'xstate';
import type { fileUploadMachine } from './file-upload.machine';

export type FileUploadSnapshot = SnapshotFrom<typeof fileUploadMachine>;

export const selectUploads = (s: FileUploadSnapshot) => s.context.items;
/** Why the last choice of files was not sent (spec 1 §5), or null. */
export const selectRefusal = (s: FileUploadSnapshot) => s.context.refusal;
export const selectIsUploading = (s: FileUploadSnapshot) => s.hasTag('busy');
/** 0-100, for a progress bar. */
export const uploadPercent = (item: { loaded: number; size: number }) =>
  item.size === 0 ? 0 : Math.round((item.loaded / item.size) * 100);
