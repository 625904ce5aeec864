import { parseStoredSettings, type ListSettings } from '#machines/list-query/list-settings';

/** The settings stored under a list's key, as far as they are still valid. */
export function readStoredListSettings(storage: Storage, key: string): Partial<ListSettings> {
  try {
    return parseStoredSettings(storage.getItem(key));
  } catch {
    return {};
  }
}

/** Saving settings is a comfort: a full or blocked storage must not break the list. */
export function writeStoredListSettings(storage: Storage, key: string, settings: ListSettings): void {
  try {
    storage.setItem(key, JSON.stringify(settings));
  } catch (error) {
    console.warn(`Could not save the settings of ${key}`, error);
  }
}
