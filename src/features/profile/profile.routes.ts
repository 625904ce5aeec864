import { signedIn } from '../../app/route-access';
import { shellRoute } from '../../app/route-def';

/** Every signed-in identity has a profile. */
export const profileRoutes = [
  shellRoute('Profile', '/users/profile', signedIn, () =>
    import('./profile-page').then((m) => m.ProfilePage),
  ),
];
