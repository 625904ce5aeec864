import { PageHeader } from '#ui/components/page-header/page-header';
import { Stack } from '#ui/components/stack/stack';
import { useRuntime } from '../../app/runtime-context';
import { ChangePassword } from './change-password';
import { ProfileDetails } from './profile-details';
import { profileTexts } from './profile-rules';
import * as s from './profile-page.css';
import { ReportSubscriptions } from './report-subscriptions';

/** /users/profile (spec 1 §2): the signed-in user's details, password and, for customer logins, report subscriptions. */
export function ProfilePage() {
  const runtime = useRuntime();
  const customer = runtime.services.authStore.read()?.userIdentityCurrent?.identityType === 'customer';
  return (
    <Stack gap="xl" padding="xl" marginX="auto" className={s.page}>
      <PageHeader title={profileTexts.title} />
      <ProfileDetails />
      <ChangePassword />
      {customer && <ReportSubscriptions />}
    </Stack>
  );
}
