import { useNotesPanel, type NotesPanelOptions } from './use-notes-panel';
import { NotesPanelView } from './notes-panel-view';

/** The notes of an order, a customer, a location or a load, ready to mount in a tab or a dialog. */
export function NotesPanel(options: NotesPanelOptions) {
  return <NotesPanelView {...useNotesPanel(options)} />;
}
