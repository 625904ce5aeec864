import { useState } from 'react';
import type { AnyEventObject } from 'xstate';
import { checkPayload, payloadText } from '#machines/inspection/event-payload';
import { samplesOf } from '#machines/registry/kit-run';
import type { RegisteredMachine } from '#machines/registry/machine-registry';
import { Button } from '#ui/components/button/button';
import { EditField } from '#ui/components/edit-field/edit-field';
import { SelectField } from '#ui/components/select-field/select-field';
import { Stack } from '#ui/components/stack/stack';

export interface PayloadEditorProps {
  entry: RegisteredMachine;
  /** The events the machine acts on now: their types are the choices. */
  enabled: readonly AnyEventObject[];
  busy: boolean;
  onSend: (event: AnyEventObject) => void;
}

/**
 * Sends an event with a payload typed as JSON, held to the event's shape as the kit's samples give it
 * (`checkPayload`): while the text is not such an event, the message says why and Send stays off.
 */
export function PayloadEditor({ entry, enabled, busy, onSend }: PayloadEditorProps) {
  const types = [...new Set(enabled.map((e) => e.type))];
  // View state only: the chosen type and the text being typed.
  const [chosen, setChosen] = useState<{ type: string; text: string } | null>(null);
  const type = chosen && types.includes(chosen.type) ? chosen.type : types[0];
  if (!type) return <p>None: the machine waits for nothing it can be sent.</p>;
  const samples = samplesOf(entry.testKit, type);
  const text = chosen?.type === type ? chosen.text : payloadText(samples[0] ?? { type });
  const check = checkPayload(text, type, samples);
  return (
    <Stack gap="sm">
      <SelectField
        label="Event type"
        value={type}
        options={types.map((t) => ({ value: t, label: t }))}
        onChange={(t) =>
          setChosen({ type: t, text: payloadText(samplesOf(entry.testKit, t)[0] ?? { type: t }) })
        }
      />
      <EditField
        type="textarea"
        label="Payload (JSON)"
        rows={5}
        value={text}
        onChange={(value) => setChosen({ type, text: value })}
        {...(check.ok ? {} : { error: check.message })}
      />
      <div>
        <Button size="sm" disabled={busy || !check.ok} onClick={() => check.ok && onSend(check.event)}>
          Send {type}
        </Button>
      </div>
    </Stack>
  );
}
