import type { Contact } from '#contract/contact';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { DataTable, type DataTableColumn } from '#ui/components/data-table/data-table';
import { Inline } from '#ui/components/inline/inline';
import { Stack } from '#ui/components/stack/stack';
import { formatStoragePhone } from '../../format/format-phone';
import { ContactDialog } from './contact-dialog';
import type { ContactsPanelBinding } from './use-contacts-panel';

const baseColumns: DataTableColumn<Contact>[] = [
  { id: 'name', header: 'Name', cell: (c) => c.name },
  { id: 'title', header: 'Title', cell: (c) => c.title ?? '' },
  { id: 'email', header: 'Email', cell: (c) => c.email ?? '' },
  { id: 'phone', header: 'Phone', cell: (c) => formatStoragePhone(c.phone), width: 170 },
  { id: 'isPrimary', header: 'Primary', cell: (c) => (c.isPrimary ? 'Primary' : ''), width: 100 },
];

/** A customer's contacts may ask for notice e-mails about its orders (decision 088). */
const noticesColumn: DataTableColumn<Contact> = {
  id: 'emailNotices',
  header: 'Notices',
  cell: (c) => (c.emailNotices ? 'E-mail' : ''),
  width: 100,
};

/** A Contacts tab: the owner's contacts with Add, Edit and Delete as the permissions allow. */
export function ContactsPanelView(props: ContactsPanelBinding) {
  const { kind, contacts, loading, error, reload, canAdd, canUpdate, canDelete, editing, remove } = props;
  const columns = kind === 'customer' ? [...baseColumns, noticesColumn] : baseColumns;
  const actions: DataTableColumn<Contact> = {
    id: 'actions',
    header: 'Actions',
    width: 170,
    cell: (c) => (
      <Inline gap="xs">
        {canUpdate && (
          <Button size="sm" variant="ghost" aria-label={`Edit ${c.name}`} onClick={() => props.startEdit(c)}>
            Edit
          </Button>
        )}
        {canDelete && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${c.name}`}
            disabled={remove.busy}
            onClick={() => remove.start(c)}
          >
            Delete
          </Button>
        )}
      </Inline>
    ),
  };
  return (
    <Stack gap="md">
      <Inline gap="sm" align="space-between" alignY="center">
        <h2>Contacts</h2>
        {canAdd && <Button onClick={props.startAdd}>Add Contact</Button>}
      </Inline>
      <AlertBanner type="error" open={error !== null} marginBottom={0}>
        {error}{' '}
        <Button size="sm" variant="secondary" onClick={reload}>
          Retry
        </Button>
      </AlertBanner>
      <AlertBanner type="error" open={remove.error !== null} onDismiss={remove.dismiss} marginBottom={0}>
        {remove.error}
      </AlertBanner>
      <DataTable
        label="Contacts"
        columns={canUpdate || canDelete ? [...columns, actions] : columns}
        rows={contacts}
        rowKey={(c) => c.contactId}
        loading={loading}
        emptyText="No items found"
        loadingText="Loading..."
        maxHeight={600}
      />
      {editing && (
        <ContactDialog
          contact={editing.contact}
          offerNotices={kind === 'customer'}
          save={props.save}
          onSaved={props.onSaved}
          onClose={props.closeEditor}
        />
      )}
    </Stack>
  );
}
