import type { SnapshotFrom } from 'xstate';
import type { fileUploadMachine } from './file-upload.machine';

export type FileUploadSnapshot = SnapshotFrom<typeof fileUploadMachine>;

export const selectUploads = (s: FileUploadSnapshot) => s.context.items;
export const selectIsUploading = (s: FileUploadSnapshot) => s.hasTag('busy');
/** 0-100, for a progress bar. */
export const uploadPercent = (item: { loaded: number; size: number }) =>
  item.size === 0 ? 0 : Math.round((item.loaded / item.size) * 100);
