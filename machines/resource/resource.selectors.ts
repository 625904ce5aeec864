import type { SnapshotFrom } from 'xstate';
import type { resourceMachine } from './resource.machine';

export type ResourceSnapshot = SnapshotFrom<typeof resourceMachine>;

/** The last data read; kept while a reload runs and after a failed one. */
export const selectResourceData = (s: ResourceSnapshot) => s.context.data;
export const selectResourceLoading = (s: ResourceSnapshot) => s.hasTag('busy');
export const selectResourceError = (s: ResourceSnapshot) => (s.hasTag('error') ? s.context.error : null);
/** The read answered 404: the record does not exist, or is not the caller's to see (the server answers alike). */
export const selectResourceNotFound = (s: ResourceSnapshot) => s.hasTag('error') && s.context.notFound;
