import type { SnapshotFrom } from 'xstate';
import { additionalInfoMaxLength } from '#contract/access-request';
import { messages } from '#contract/messages';
import {
  validateAccessRequest,
  type AccessRequestErrors,
  type AccessRequestField,
  type AccessRequestFields,
  type requestAccessMachine,
} from './request-access.machine';

export type RequestAccessSnapshot = SnapshotFrom<typeof requestAccessMachine>;

const noErrors: AccessRequestErrors = {};

export const selectIsBusy = (s: RequestAccessSnapshot) => s.hasTag('busy');
export const selectIsEditable = (s: RequestAccessSnapshot) => s.hasTag('editable');
export const selectIsSubmitting = (s: RequestAccessSnapshot) => s.matches('submitting');
export const selectIsSuccess = (s: RequestAccessSnapshot) => s.matches('success');
/** The Request Access button: disabled while sending and for good after success. */
export const selectCanSubmit = (s: RequestAccessSnapshot) => s.can({ type: 'form.submit' });

export const selectValues = (s: RequestAccessSnapshot) => s.context.values;
export const selectValue = (field: AccessRequestField) => (s: RequestAccessSnapshot) =>
  s.context.values[field];

/** The same values give the same errors object, so a view's shallow compare sees no change. */
const errorsOf = new WeakMap<AccessRequestFields, AccessRequestErrors>();
const validated = (values: AccessRequestFields): AccessRequestErrors => {
  if (!errorsOf.has(values)) errorsOf.set(values, validateAccessRequest(values));
  return errorsOf.get(values)!;
};

/** All field errors, empty until the first submit attempt (lazy validation). */
export const selectErrors = (s: RequestAccessSnapshot): AccessRequestErrors =>
  s.context.attempted ? validated(s.context.values) : noErrors;
export const selectFieldError = (field: AccessRequestField) => (s: RequestAccessSnapshot) =>
  selectErrors(s)[field] ?? null;

/** The dismissible error banner after a failed submit. */
export const selectError = (s: RequestAccessSnapshot) =>
  s.matches({ editing: 'failure' }) ? s.context.error : null;
export const selectSuccessMessage = (s: RequestAccessSnapshot) =>
  s.matches('success') ? messages.accessRequested : null;

export const selectAdditionalInfoCount = (s: RequestAccessSnapshot) => s.context.values.additionalInfo.length;
/** The counter under the additional-information box, e.g. '12 / 400'. */
export const selectAdditionalInfoCounter = (s: RequestAccessSnapshot) =>
  `${selectAdditionalInfoCount(s)} / ${additionalInfoMaxLength}`;
