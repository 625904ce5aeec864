import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { RadioGroup } from '../radio-group/radio-group';
import { Stack } from '../stack/stack';

export type MergeChoice = 'theirs' | 'mine';

/** A field both people changed, as words: its label and the two values to choose from. */
export interface MergeConflictRow {
  field: string;
  label: string;
  theirs: string;
  mine: string;
  side: MergeChoice;
}

export interface MergePanelProps {
  open: boolean;
  /** "Dana Whitaker changed Trailer Number on Load #12." */
  sentence: string;
  conflicts: readonly MergeConflictRow[];
  onChoose: (field: string, side: MergeChoice) => void;
  /** Use the merged values (fields only one side changed are already in) and go on editing. */
  onApply: () => void;
  /** Drop my changes for their version. */
  onTakeTheirs: () => void;
  busy?: boolean;
}

export const mergePanelTexts = {
  title: 'Both of you changed this record',
  description:
    'Their other changes are in, and so are yours. For each field you both changed, choose which value to keep.',
  theirs: 'Theirs',
  mine: 'Mine',
  apply: 'Use these values',
  takeTheirs: 'Take their version',
} as const;

/**
 * The merge view (issue #28): per field both people changed, their value or mine, mine chosen until the
 * person says otherwise, so no typed value is lost. It offers no close: the form waits for a choice.
 */
export function MergePanel({
  open,
  sentence,
  conflicts,
  onChoose,
  onApply,
  onTakeTheirs,
  busy,
}: MergePanelProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={() => undefined}
      persistent
      title={mergePanelTexts.title}
      description={`${sentence} ${mergePanelTexts.description}`}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onTakeTheirs}>
            {mergePanelTexts.takeTheirs}
          </Button>
          <Button disabled={busy} onClick={onApply}>
            {mergePanelTexts.apply}
          </Button>
        </>
      }
    >
      <Stack gap="lg">
        {conflicts.map((c) => (
          <RadioGroup
            key={c.field}
            label={c.label}
            value={c.side}
            disabled={busy}
            onValueChange={(v) => onChoose(c.field, v === 'theirs' ? 'theirs' : 'mine')}
            options={[
              { value: 'theirs', label: `${mergePanelTexts.theirs}: ${c.theirs}` },
              { value: 'mine', label: `${mergePanelTexts.mine}: ${c.mine}` },
            ]}
          />
        ))}
      </Stack>
    </Dialog>
  );
}
