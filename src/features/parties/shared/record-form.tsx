import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import * as select from '#machines/edit-form/edit-form.selectors';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import type { EditFormActor } from '../../../app/use-edit-form';
import { FormNotices } from '../../../shared/forms/form-notices';
import { EditFormCard } from '../../../shared/forms/edit-form-card';
import { FormButtons } from '../../../shared/forms/form-buttons';
import * as s from '../../../shared/parties/party-form.css';

/**
 * A Details tab: the form's banners (failed load with Try again, failed save, the stale-write choice), a
 * spinner while the record loads, the fields, and Reset/Save unless the visitor may only read.
 */
export function RecordForm({
  form,
  label,
  readOnly,
  children,
}: {
  form: EditFormActor;
  /** The card's title and the form's accessible name, e.g. 'Customer'. */
  label: string;
  readOnly: boolean;
  children: ReactNode;
}) {
  const loading = useSelector(form, select.selectIsLoading);
  const loadFailed = useSelector(form, select.selectLoadFailed);
  return (
    <Stack gap="lg" className={s.page}>
      <FormNotices form={form} />
      {loading && <Spinner block label={`Loading ${label.toLowerCase()}`} />}
      {!loading && !loadFailed && (
        <EditFormCard form={form} label={label} buttons={!readOnly && <FormButtons actor={form} />}>
          {children}
        </EditFormCard>
      )}
    </Stack>
  );
}
