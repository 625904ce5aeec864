import { shallowEqual, useSelector } from '@xstate/react';
import type { HomePage } from '#contract/home-page';
import { homePageSchema } from '#contract/home-page-body';
import * as select from '#machines/edit-form/edit-form.selectors';
import { answered } from '../../app/answered';
import { useRuntime } from '../../app/runtime-context';
import { useEditForm } from '../../app/use-edit-form';

const selectHomePageView = (s: select.EditFormSnapshot) => ({
  loading: select.selectIsLoading(s),
  saving: select.selectIsSaving(s),
  canSave: select.selectCanSave(s),
});

/**
 * The profile's home-page choice (issue #31) on the edit form: read from the server, saved there, and
 * remembered in this browser so `/` leads there at once.
 */
export function useHomePageChoice() {
  const runtime = useRuntime();
  const { sessionApi, homePages } = runtime.services;
  const form = useEditForm({
    input: { schema: homePageSchema },
    load: async (_, signal) => {
      const choice = answered(await sessionApi.getHomePage(signal));
      homePages.remember(choice.homePage);
      return { ...choice };
    },
    save: async ({ values }, signal) => ({
      ...answered(await sessionApi.putHomePage(values.homePage as HomePage, signal)),
    }),
    onSaved: (saved) => homePages.remember(saved.homePage as HomePage),
  });
  return { ...useSelector(form, selectHomePageView, shallowEqual), form };
}

export type HomePageChoiceViewProps = ReturnType<typeof useHomePageChoice>;
