import { passwordRules } from '#contract/password-rules';
import { Inline } from '#ui/components/inline/inline';
import { CheckIcon, MinusIcon } from '#ui/icons/icons';
import * as s from './password-checklist.css';
import { visuallyHidden } from '#ui/theme/visually-hidden.css';

/** Each rule of spec 1 §5, in its own words, ticked as the typed password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className={s.list} aria-label="Password requirements">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <Inline
            as="li"
            key={rule.message}
            gap="xs"
            alignY="center"
            wrap={false}
            className={s.item}
            data-met={met || undefined}
          >
            <span className={s.icon} aria-hidden="true">
              {met ? <CheckIcon /> : <MinusIcon />}
            </span>
            <span className={visuallyHidden}>{met ? 'Met: ' : 'Not met: '}</span>
            <span>{rule.message}</span>
          </Inline>
        );
      })}
    </ul>
  );
}
