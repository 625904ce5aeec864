import type { AnyEventObject, StateValue } from 'xstate';
import type { RegisteredMachine } from './machine-registry';
import { delayOfAfterEvent } from './delays';
import { actorResultOf, sampleLabel } from './kit-run';

/** 'submitting.signingIn' for `{ submitting: 'signingIn' }`; parallel regions as 'p.(a, b.c)'. */
export function stateValueText(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) =>
    child && (typeof child === 'string' || Object.keys(child).length)
      ? `${key}.${stateValueText(child as StateValue)}`
      : key,
  );
  return parts.length === 1 ? parts[0]! : `(${parts.join(', ')})`;
}

const short = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 24 ? `${text.slice(0, 23)}…` : text;
};

/**
 * A short name for an event, for buttons, logs and test names: 'field.changed(login=dana@example.com)',
 * 'after 1000ms', 'login done: severalIdentities'.
 */
export function describeEvent(entry: RegisteredMachine, event: AnyEventObject, context?: unknown): string {
  const label = sampleLabel(event);
  if (label) return label;
  if (event.type === 'xstate.init') return 'start';
  if (event.type === 'xstate.stop') return 'stop';
  if (event.type.startsWith('xstate.after.')) {
    const ms = delayOfAfterEvent(entry.machine, event.type, context);
    return ms === null ? 'after (delay)' : `after ${ms}ms`;
  }
  const result = actorResultOf(event.type);
  if (result) return `${result.id} ${result.kind}`;
  const { type, ...payload } = event;
  const entries = Object.entries(payload);
  if (!entries.length) return type;
  // A form change reads best as field=value.
  if (typeof payload.field === 'string' && 'value' in payload)
    return `${type}(${payload.field}=${short(payload.value)})`;
  return `${type}(${entries.map(([k, v]) => `${k}=${short(v)}`).join(', ')})`;
}
