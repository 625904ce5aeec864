import type { ReactNode } from 'react';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Card } from '#ui/components/card/card';
import { Inline } from '#ui/components/inline/inline';
import { Spinner } from '#ui/components/spinner/spinner';
import type { EditFormActor } from '../../app/use-edit-form';
import { EditFormElement } from '../../shared/forms/edit-form-element';
import { FormNotices } from '../../shared/forms/form-notices';

export interface ProfileFormCardProps {
  /** The card's title, which names the form too. */
  title: string;
  form: EditFormActor;
  /** The notice after a save. */
  savedText: string;
  loading: boolean;
  loadingLabel?: string;
  /** The read failed: its error shows instead of the form, with Try again when `retry`. */
  loadFailed?: boolean;
  loadError?: string | null;
  retry?: boolean;
  saving: boolean;
  canSave: boolean;
  /** Reset beside Save, enabled while the form has changes; none when undefined. */
  canReset?: boolean;
  /** Buttons before Reset and Save (Send now). */
  actions?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * A card of the profile page holding one edit form: a spinner while it reads, the read's error, then the
 * form with its notices, its fields, and Save (with Reset where the card has it) at the end.
 */
export function ProfileFormCard(props: ProfileFormCardProps) {
  const { form, title, saving, canSave, canReset } = props;
  return (
    <Card title={title}>
      {props.loading ? (
        <Spinner block label={props.loadingLabel} />
      ) : props.loadFailed ? (
        <AlertBanner type="error" open marginBottom={0}>
          {props.loadError}
          {props.retry && (
            <>
              {' '}
              <Button size="sm" variant="secondary" onClick={() => form.send({ type: 'load.retry' })}>
                Try again
              </Button>
            </>
          )}
        </AlertBanner>
      ) : (
        <EditFormElement form={form} label={title}>
          <FormNotices form={form} savedText={props.savedText} />
          {props.children}
          <Inline gap="sm" align="end" wrap={false}>
            {props.actions}
            {canReset !== undefined && (
              <Button
                type="button"
                variant="secondary"
                disabled={!canReset}
                onClick={() => form.send({ type: 'form.reset' })}
              >
                Reset
              </Button>
            )}
            <Button type="submit" loading={saving} disabled={!canSave}>
              Save
            </Button>
          </Inline>
        </EditFormElement>
      )}
    </Card>
  );
}
