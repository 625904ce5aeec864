import { homePageTexts, homePages } from '#contract/home-page';
import { Button } from '#ui/components/button/button';
import { Card } from '#ui/components/card/card';
import { Inline } from '#ui/components/inline/inline';
import { SelectField } from '#ui/components/select-field/select-field';
import { Spinner } from '#ui/components/spinner/spinner';
import { useFormField } from '../../app/use-form-field';
import { FormNotices } from '../../shared/forms/form-notices';
import { useHomePageChoice, type HomePageChoiceViewProps } from './use-home-page-choice';
import { EditFormElement } from '../../shared/forms/edit-form-element';

const options = homePages.map((page) => ({ value: page, label: homePageTexts.options[page] }));

/** Where `/` leads: the orders list (spec 1 §2) or the dispatcher's board (issue #31). */
export function HomePageChoice() {
  return <HomePageChoiceView {...useHomePageChoice()} />;
}

function HomePageChoiceView({ form, loading, saving, canSave }: HomePageChoiceViewProps) {
  const field = useFormField<string>(form, 'homePage');
  return (
    <Card title={homePageTexts.label}>
      {loading ? (
        <Spinner block />
      ) : (
        <EditFormElement form={form} label={homePageTexts.label}>
          <FormNotices form={form} savedText={homePageTexts.saved} />
          <SelectField
            label={homePageTexts.label}
            value={field.value ?? 'orders'}
            options={options}
            onChange={(value) => field.onChange(value)}
            error={field.error}
            disabled={field.disabled}
          />
          <Inline gap="sm" align="end" wrap={false}>
            <Button type="submit" loading={saving} disabled={!canSave}>
              Save
            </Button>
          </Inline>
        </EditFormElement>
      )}
    </Card>
  );
}
