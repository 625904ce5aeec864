import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Dialog } from '../dialog/dialog';
import * as s from './column-settings-dialog.css';

export interface ColumnChoice {
  id: string;
  label: string;
}

export interface ColumnSettingsDialogProps {
  open: boolean;
  columns: readonly ColumnChoice[];
  /** The ids ticked in the dialog (its draft, not yet the list's columns). */
  shown: readonly string[];
  onToggle: (columnId: string) => void;
  onToggleAll: () => void;
  onSave: () => void;
  onCancel: () => void;
  /** False while nothing is ticked: a list needs a column. */
  canSave: boolean;
  title?: string;
}

/** Which columns a list shows (spec 2 §2): Shown Columns, Select All, Cancel, Save. */
export function ColumnSettingsDialog({
  open,
  columns,
  shown,
  onToggle,
  onToggleAll,
  onSave,
  onCancel,
  canSave,
  title = 'Column Settings',
}: ColumnSettingsDialogProps) {
  const all = columns.length > 0 && columns.every((c) => shown.includes(c.id));
  const some = columns.some((c) => shown.includes(c.id));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      width={420}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onSave} disabled={!canSave}>
            Save
          </Button>
        </>
      }
    >
      <fieldset className={s.group}>
        <legend className={s.legend}>Shown Columns</legend>
        <Checkbox
          label="Select All"
          checked={all ? true : some ? 'indeterminate' : false}
          onCheckedChange={onToggleAll}
        />
        <div className={s.list}>
          {columns.map((c) => (
            <Checkbox
              key={c.id}
              label={c.label}
              checked={shown.includes(c.id)}
              onCheckedChange={() => onToggle(c.id)}
            />
          ))}
        </div>
      </fieldset>
    </Dialog>
  );
}
