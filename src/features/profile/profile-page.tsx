import { grants } from '#contract/access';
import { boardAccess } from '#contract/board';
import { PageHeader } from '#ui/components/page-header/page-header';
import { Stack } from '#ui/components/stack/stack';
import { accessCallerOf } from '../../app/route-access';
import { useRuntime } from '../../app/runtime-context';
import { ChangePassword } from './change-password';
import { HomePageChoice } from './home-page-choice';
import { ProfileDetails } from './profile-details';
import { profileTexts } from './profile-rules';
import * as s from './profile-page.css';
import { ReportSubscriptions } from './report-subscriptions';

/** /users/profile (spec 1 §2): the signed-in user's details, password and, for customer logins, report subscriptions. */
export function ProfilePage() {
  const runtime = useRuntime();
  const auth = runtime.services.authStore.read();
  const customer = auth?.userIdentityCurrent?.identityType === 'customer';
  // Only someone who may open the board has a choice to make (issue #31).
  const mayChooseHome = grants(boardAccess, accessCallerOf(auth));
  return (
    <Stack gap="xl" padding="xl" marginX="auto" className={s.page}>
      <PageHeader title={profileTexts.title} />
      <ProfileDetails />
      <ChangePassword />
      {mayChooseHome && <HomePageChoice />}
      {customer && <ReportSubscriptions />}
    </Stack>
  );
}
