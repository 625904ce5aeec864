import { useState } from 'react';
import { contactKindInfo, type Contact, type ContactKind } from '#contract/contact';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { hasPermission } from '#machines/session/auth-store';
import { useRuntime } from '../../../app/runtime-context';
import { useCommand } from '../../../app/use-command';
import { useResource } from '../../../app/use-resource';
import { contactCallsOf } from './contact-form';

export interface ContactsPanelOptions {
  kind: ContactKind;
  ownerId: number;
}

/** Which contact the dialog edits: a new one, or one of the list. */
export type ContactEditing = { contact: Contact | null } | null;

/**
 * Wires a Contacts tab: the owner's contacts (primary first), the add/edit dialog, and Delete after a
 * confirmation; what the visitor may do follows the kind's permissions (customer 74-77, location 78-81,
 * carrier 82-85).
 */
export function useContactsPanel({ kind, ownerId }: ContactsPanelOptions) {
  const runtime = useRuntime();
  const { services } = runtime;
  const auth = services.authStore.read();
  const codes = contactKindInfo[kind].permissions;
  const may = (code: number) => hasPermission(auth, [code]);
  const [calls] = useState(() => contactCallsOf(services, kind, ownerId));
  const contacts = useResource((signal) => calls.list(signal));
  // Which dialog is open is view state; the form inside it is its own machine.
  const [editing, setEditing] = useState<ContactEditing>(null);
  const remove = useCommand<Contact, unknown>({
    confirm: (contact) => ({
      title: 'Delete contact',
      message: `Delete the contact ${contact.name}?`,
      confirmText: 'Delete',
      color: 'error',
    }),
    run: (contact, signal) => calls.remove(contact.contactId, signal),
    onDone: (_, contact) => {
      runtime.showSnackbar({ text: `Contact ${contact.name} deleted`, severity: 'success' });
      contacts.reload();
    },
  });
  return {
    kind,
    contacts: contacts.data ?? [],
    loading: contacts.loading,
    error: contacts.error,
    reload: contacts.reload,
    canAdd: may(codes.add),
    canUpdate: may(codes.update),
    canDelete: may(codes.delete),
    editing,
    startAdd: () => setEditing({ contact: null }),
    startEdit: (contact: Contact) => setEditing({ contact }),
    closeEditor: () => setEditing(null),
    save: calls.save,
    onSaved: (saved: FormValues) => {
      runtime.showSnackbar({ text: `Contact ${String(saved.name)} saved`, severity: 'success' });
      setEditing(null);
      contacts.reload();
    },
    remove,
  };
}

export type ContactsPanelBinding = ReturnType<typeof useContactsPanel>;
