import { homePageTexts, homePages } from '#contract/home-page';
import { SelectField } from '#ui/components/select-field/select-field';
import { useFormField } from '../../app/use-form-field';
import { ProfileFormCard } from './profile-form-card';
import { useHomePageChoice, type HomePageChoiceViewProps } from './use-home-page-choice';

const options = homePages.map((page) => ({ value: page, label: homePageTexts.options[page] }));

/** Where `/` leads: the orders list (spec 1 §2) or the dispatcher's board (issue #31). */
export function HomePageChoice() {
  return <HomePageChoiceView {...useHomePageChoice()} />;
}

function HomePageChoiceView(props: HomePageChoiceViewProps) {
  const field = useFormField<string>(props.form, 'homePage');
  return (
    <ProfileFormCard {...props} title={homePageTexts.label} savedText={homePageTexts.saved}>
      <SelectField
        label={homePageTexts.label}
        value={field.value ?? 'orders'}
        options={options}
        onChange={(value) => field.onChange(value)}
        error={field.error}
        disabled={field.disabled}
      />
    </ProfileFormCard>
  );
}
