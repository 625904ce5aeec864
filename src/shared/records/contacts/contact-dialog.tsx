import { useSelector } from '@xstate/react';
import { noticeTexts } from '#contract/notice-texts';
import * as select from '#machines/edit-form/edit-form.selectors';
import { Dialog } from '#ui/components/dialog/dialog';
import { EditField } from '#ui/components/edit-field/edit-field';
import { useFormField, useTextField } from '../../../app/use-form-field';
import { EditFormElement } from '../../forms/edit-form-element';
import { FormNotices } from '../../forms/form-notices';
import { DialogFormButtons } from '../../forms/form-buttons';
import { formatUsPhone } from '../../format/phone-mask';
import * as s from '../../forms/form-layout.css';
import { useContactEditor, type ContactEditorOptions } from './use-contact-editor';
import { asCheck } from '../../forms/as-check';

/**
 * Add Contact / Edit Contact: name, title, e-mail, phone, whether it is the owner's primary contact, and for a
 * customer's contact whether it gets notice e-mails (decision 088).
 */
export function ContactDialog({
  offerNotices = false,
  ...options
}: ContactEditorOptions & { offerNotices?: boolean }) {
  const { form, isNew, cancel } = useContactEditor(options);
  const saving = useSelector(form, select.selectIsSaving);
  const loading = useSelector(form, select.selectIsLoading);
  const name = useTextField(form, 'name', { emptyAs: '' });
  const title = useTextField(form, 'title');
  const email = useTextField(form, 'email');
  const phone = useTextField(form, 'phone');
  const primary = useFormField<boolean>(form, 'isPrimary');
  const notices = useFormField<boolean>(form, 'emailNotices');
  return (
    <Dialog open onOpenChange={() => undefined} persistent title={isNew ? 'Add Contact' : 'Edit Contact'}>
      <EditFormElement form={form} label="Contact">
        <FormNotices form={form} />
        {!loading && (
          <div className={s.grid}>
            <EditField type="text" label="Name" required maxLength={200} {...name} />
            <EditField type="text" label="Title" maxLength={100} {...title} />
            <EditField type="email" label="Email" maxLength={254} {...email} />
            <EditField type="phone" label="Phone" format={formatUsPhone} {...phone} />
            <EditField
              type="checkbox"
              label="Primary contact"
              helperText="The owner's other contacts stop being primary."
              {...asCheck(primary)}
            />
            {offerNotices && (
              <EditField
                type="checkbox"
                label={noticeTexts.contactOptIn}
                helperText={noticeTexts.contactOptInHelp}
                {...asCheck(notices)}
              />
            )}
          </div>
        )}
        <DialogFormButtons onCancel={cancel} saving={saving} />
      </EditFormElement>
    </Dialog>
  );
}
