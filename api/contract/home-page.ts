import { z } from 'zod';
import { staffHolding } from './access';
import { Permission as P } from './permissions';

/**
 * Where `/` leads a person (issue #31): the orders list, as spec 1 §2 says, unless they chose the dispatcher's
 * board in their profile. Kept on the server per user, so it follows them to another browser.
 */
export const homePages = ['orders', 'board'] as const;
export type HomePage = (typeof homePages)[number];

export const homePageHref: Readonly<Record<HomePage, string>> = { orders: '/orders', board: '/board' };

/** Who may open the board, and so choose it as home: staff holding LoadView (its call's rule). */
export const boardAccess = staffHolding(P.LoadView);

export const homePageSchema = z.strictObject({ homePage: z.enum(homePages) });
export type HomePageChoice = z.infer<typeof homePageSchema>;

export const homePageTexts = {
  label: 'Home page',
  options: { orders: 'Orders list', board: 'Board' } satisfies Record<HomePage, string>,
  boardNotAllowed: 'Only staff who may open the board can make it their home page.',
  saved: 'Home page saved.',
} as const;
