import { shallowEqual, useSelector } from '@xstate/react';
import { systemUserSchema } from '#contract/system-user';
import * as select from '#machines/edit-form/edit-form.selectors';
import { answered } from '../../app/answered';
import { useRuntime } from '../../app/runtime-context';
import { useEditForm } from '../../app/use-edit-form';
import { profileSchema, profileValues } from './profile-rules';

const selectProfileDetailsView = (s: select.EditFormSnapshot) => ({
  loading: select.selectIsLoading(s),
  loadFailed: select.selectLoadFailed(s),
  loadError: select.selectError(s),
  saving: select.selectIsSaving(s),
  canSave: select.selectCanSave(s),
  canReset: select.selectCanReset(s),
});

/** Binds the profile's edit form to getMe and putMe, and keeps the stored full name in step after a save. */
export function useProfileDetails() {
  const runtime = useRuntime();
  const { systemUsersApi, authStore } = runtime.services;
  const form = useEditForm({
    input: { schema: profileSchema },
    load: async (_, signal) => profileValues(answered(await systemUsersApi.getMe(signal))),
    // putMe takes the whole user as getMe sent it; dateModified is the stale-write token.
    save: async ({ values }, signal) =>
      profileValues(answered(await systemUsersApi.putMe(systemUserSchema.parse(values), signal))),
    onSaved: (saved) => {
      // The avatar menu shows the stored full name: keep it in step with the new one.
      const auth = authStore.read();
      const fullName = [saved.firstName, saved.lastName].filter(Boolean).join(' ');
      if (auth && fullName) authStore.write({ ...auth, fullName });
    },
  });
  return { ...useSelector(form, selectProfileDetailsView, shallowEqual), form };
}

export type ProfileDetailsViewProps = ReturnType<typeof useProfileDetails>;
