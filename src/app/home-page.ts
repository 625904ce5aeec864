import { homePages, type HomePage } from '#contract/home-page';
import type { AuthStorage, AuthStore } from '#machines/session/auth-store';

/** The key a person's home page is remembered under in this browser; the server keeps the choice. */
export const homePageKey = (userId: number) => `home-page:${userId}`;

/**
 * Where `/` leads the signed-in person (issue #31): remembered in this browser so the route guard can read it
 * at once, and taken from the server at each sign-in and on the profile page. Null: the spec's default.
 */
export function createHomePageStore(storage: AuthStorage, authStore: AuthStore) {
  const userId = () => authStore.read()?.userId ?? null;
  const listeners = new Set<() => void>();
  let reads = 0;
  const changed = () => listeners.forEach((listener) => listener());
  const read = (): HomePage | null => {
    const id = userId();
    const stored = id === null ? null : storage.getItem(homePageKey(id));
    return (homePages as readonly string[]).includes(stored ?? '') ? (stored as HomePage) : null;
  };
  return {
    read,
    remember: (page: HomePage): void => {
      const id = userId();
      if (id !== null) storage.setItem(homePageKey(id), page);
    },
    /** A read of the server's choice is under way (the runtime's, at each sign-in). */
    track: (reading: Promise<unknown>): void => {
      reads += 1;
      changed();
      void reading.finally(() => {
        reads -= 1;
        changed();
      });
    },
    reading: (): boolean => reads > 0,
    /**
     * This browser remembers no choice and the server's answer is on its way: the guard holds `/` until it
     * comes, so a first visit in a new browser lands where the person chose (decision 085).
     */
    waiting: (): boolean => reads > 0 && read() === null,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type HomePageStore = ReturnType<typeof createHomePageStore>;
