import type { NoteThreadEvent } from '#machines/note-thread/note-thread.machine';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { ConfirmDialog } from '#ui/components/confirm-dialog/confirm-dialog';
import { DropdownMenu, DropdownMenuItem } from '#ui/components/dropdown-menu/dropdown-menu';
import { EditField } from '#ui/components/edit-field/edit-field';
import { IconButton } from '#ui/components/icon-button/icon-button';
import { Inline } from '#ui/components/inline/inline';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { ArrowDownIcon, ArrowUpIcon, ReloadIcon } from '#ui/icons/icons';
import * as r from '../records.css';
import type { NoteRow } from './note-rows';
import * as s from './notes-panel.css';

export const noteTexts = {
  empty: 'No notes found.',
  deleteMessage: 'Are you sure you want to delete this note?',
  add: 'Add Note',
} as const;

export interface NotesPanelViewProps {
  rows: readonly NoteRow[];
  readOnly: boolean;
  loading: boolean;
  adding: boolean;
  ascending: boolean;
  draft: string;
  canAdd: boolean;
  editing: { noteId: number; text: string } | null;
  savingEdit: boolean;
  canSaveEdit: boolean;
  /** Nothing else is being changed: Edit and Delete may start. */
  canChange: boolean;
  confirmingDelete: boolean;
  deleting: boolean;
  error: string | null;
  send: (event: NoteThreadEvent) => void;
}

/** Spec 2 §5: note text areas grow from 2 to 5 lines. */
const rowsFor = (text: string) => Math.min(5, Math.max(2, text.split('\n').length));

/** The notes of one owner (spec 2 §2, §5): the list, edit in place, delete after asking, the add box. */
export function NotesPanelView(p: NotesPanelViewProps) {
  const { send } = p;
  return (
    <Stack as="section" gap="md" aria-label="Notes">
      <Inline gap="xs" align="end" alignY="center" wrap={false}>
        <Button
          variant="ghost"
          size="sm"
          startIcon={p.ascending ? <ArrowUpIcon /> : <ArrowDownIcon />}
          onClick={() => send({ type: 'notes.sortToggled' })}
        >
          {p.ascending ? 'Oldest first' : 'Newest first'}
        </Button>
        <IconButton aria-label="Reload notes" onClick={() => send({ type: 'notes.reload' })}>
          <ReloadIcon />
        </IconButton>
      </Inline>
      <AlertBanner type="error" open={p.error !== null} onDismiss={() => send({ type: 'error.dismiss' })}>
        {p.error}
      </AlertBanner>
      {p.loading && p.rows.length === 0 ? (
        <Spinner label="Loading notes" block />
      ) : p.rows.length === 0 ? (
        <p className={r.empty}>{noteTexts.empty}</p>
      ) : (
        <ul className={`${r.list} ${s.noteList}`} aria-label="Notes" aria-busy={p.loading}>
          {p.rows.map((row) => (
            <li key={row.noteId} className={r.entry}>
              <Inline gap="sm" align="space-between" alignY="center" wrap={false} className={r.entryHeader}>
                <span>
                  <span className={r.author}>{row.author}</span>
                  {row.isOwn ? ' (You)' : ''} · {row.date}
                </span>
                {row.canChange && p.editing?.noteId !== row.noteId ? (
                  <DropdownMenu
                    trigger={
                      <IconButton
                        aria-label={`Actions for the note by ${row.author}`}
                        disabled={!p.canChange}
                      >
                        ⋮
                      </IconButton>
                    }
                  >
                    <DropdownMenuItem onSelect={() => send({ type: 'note.editStarted', noteId: row.noteId })}>
                      Edit
                    </DropdownMenuItem>
                    <DropdownMenuItem
                      onSelect={() => send({ type: 'note.deleteRequested', noteId: row.noteId })}
                    >
                      Delete
                    </DropdownMenuItem>
                  </DropdownMenu>
                ) : null}
              </Inline>
              {p.editing?.noteId === row.noteId ? (
                <Stack gap="md">
                  <EditField
                    type="textarea"
                    label="Edit note"
                    value={p.editing.text}
                    rows={rowsFor(p.editing.text)}
                    disabled={p.savingEdit}
                    onChange={(text) => send({ type: 'edit.changed', text })}
                  />
                  <Inline gap="sm" align="end" wrap={false}>
                    <Button variant="secondary" size="sm" onClick={() => send({ type: 'edit.cancel' })}>
                      Cancel
                    </Button>
                    <Button
                      size="sm"
                      loading={p.savingEdit}
                      disabled={!p.canSaveEdit}
                      onClick={() => send({ type: 'edit.save' })}
                    >
                      Save
                    </Button>
                  </Inline>
                </Stack>
              ) : (
                <p className={r.text}>{row.content}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {p.readOnly ? null : (
        <Stack gap="md">
          <EditField
            type="textarea"
            label="New note"
            value={p.draft}
            rows={rowsFor(p.draft)}
            disabled={p.adding}
            onChange={(text) => send({ type: 'draft.changed', text })}
          />
          <Inline gap="sm" align="end" wrap={false}>
            <Button loading={p.adding} disabled={!p.canAdd} onClick={() => send({ type: 'draft.submit' })}>
              {noteTexts.add}
            </Button>
          </Inline>
        </Stack>
      )}
      <ConfirmDialog
        open={p.confirmingDelete || p.deleting}
        title="Delete Note"
        message={noteTexts.deleteMessage}
        confirmText="Delete"
        color="error"
        loading={p.deleting}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </Stack>
  );
}
