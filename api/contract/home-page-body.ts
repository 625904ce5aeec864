import { z } from 'zod';
import { homePages } from './home-page';

/** The home-page call's body and answer (GET/PUT /api/Session/getHomePage, putHomePage; issue #31). */
export const homePageSchema = z.strictObject({ homePage: z.enum(homePages) });
export type HomePageChoice = z.infer<typeof homePageSchema>;
