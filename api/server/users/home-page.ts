import { eq } from 'drizzle-orm';
import { boardAccess } from '#contract/board';
import type { HomePageChoice } from '#contract/home-page-body';
import { homePageTexts, type HomePage } from '#contract/home-page';
import { callerMay } from '../auth/rule-access';
import type { AuthContext } from '../auth/session-store';
import type { Db } from '../db/connect';
import { userHomePages } from '../db/schema/saved-views';
import { invalidFields } from '../http/errors';

/** The caller's home page: what they chose, else the orders list (spec 1 §2). */
export async function readHomePage(db: Db, systemUserId: number): Promise<HomePageChoice> {
  const [row] = await db
    .select({ homePage: userHomePages.homePage })
    .from(userHomePages)
    .where(eq(userHomePages.systemUserId, systemUserId));
  return { homePage: (row?.homePage as HomePage | undefined) ?? 'orders' };
}

/** Saves the caller's choice; the board only for someone who may open it (400 naming the field otherwise). */
export async function saveHomePage(
  db: Db,
  auth: AuthContext,
  choice: HomePageChoice,
): Promise<HomePageChoice> {
  if (choice.homePage === 'board' && !callerMay(boardAccess, auth))
    throw invalidFields({ homePage: homePageTexts.boardNotAllowed });
  await db
    .insert(userHomePages)
    .values({ systemUserId: auth.systemUserId, homePage: choice.homePage })
    .onConflictDoUpdate({ target: userHomePages.systemUserId, set: { homePage: choice.homePage } });
  return choice;
}
