import type { ReactNode } from 'react';
import { Card } from '#ui/components/card/card';
import { Stack } from '#ui/components/stack/stack';
import type { EditFormActor } from '../../app/use-edit-form';
import { EditFormElement } from './edit-form-element';

/** An edit form in a card named like the form (a record's Details, a user, a request), its buttons last. */
export function EditFormCard({
  form,
  label,
  buttons,
  children,
}: {
  form: EditFormActor;
  /** The card's title and the form's accessible name, e.g. 'Customer'. */
  label: string;
  /** Reset and Save (`FormButtons`), or nothing for a visitor who may only read. */
  buttons?: ReactNode;
  children: ReactNode;
}) {
  return (
    <EditFormElement form={form} label={label}>
      <Card title={label}>
        <Stack gap="lg">
          {children}
          {buttons}
        </Stack>
      </Card>
    </EditFormElement>
  );
}
