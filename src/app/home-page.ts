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
  return {
    read: (): HomePage | null => {
      const id = userId();
      const stored = id === null ? null : storage.getItem(homePageKey(id));
      return (homePages as readonly string[]).includes(stored ?? '') ? (stored as HomePage) : null;
    },
    remember: (page: HomePage): void => {
      const id = userId();
      if (id !== null) storage.setItem(homePageKey(id), page);
    },
  };
}

export type HomePageStore = ReturnType<typeof createHomePageStore>;
