/**
 * Where `/` leads a person (issue #31): the orders list, as spec 1 §2 says, unless they chose the dispatcher's
 * board in their profile. Kept on the server per user, so it follows them to another browser. No zod here: the
 * route guard in the entry script reads these (the call's body is in home-page-body.ts).
 */
export const homePages = ['orders', 'board'] as const;
export type HomePage = (typeof homePages)[number];

export const homePageHref: Readonly<Record<HomePage, string>> = { orders: '/orders', board: '/board' };

export const homePageTexts = {
  label: 'Home page',
  options: { orders: 'Orders list', board: 'Board' } satisfies Record<HomePage, string>,
  boardNotAllowed: 'Only staff who may open the board can make it their home page.',
  saved: 'Home page saved.',
} as const;
