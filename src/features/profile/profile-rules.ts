import { z } from 'zod';
import { messages } from '#contract/messages';
import { newPasswordSchema, passwordMismatchMessage } from '#contract/password-rules';
import type { SystemUser } from '#contract/system-user';
import { optionalEmailSchema, validationMessages } from '#contract/validation-messages';
import type { FormValues } from '#machines/edit-form/edit-form.values';

/** The profile's own texts (the spec quotes none for this screen). */
export const profileTexts = {
  title: 'Profile',
  details: 'Your details',
  saved: 'Your profile has been saved.',
  password: 'Change Password',
  subscriptions: 'Report Subscriptions',
  subscriptionsSaved: 'Your report subscriptions have been saved.',
  /** The same words as the server's putMe refusals, so the message does not change on the way. */
  loginNeeded: 'Enter an email address or a username: you sign in with one of them.',
  usernameSpaces: 'A username cannot contain spaces.',
} as const;

/** The edited text fields of getMe's user; everything else in the record is sent back as it came. */
export const profileFields = ['firstName', 'lastName', 'emailAddress', 'username', 'phoneNumber'] as const;

/** Nulls of the edited fields as '', so clearing a field and typing it back counts as no change. */
export const profileValues = (user: SystemUser): FormValues => ({
  ...user,
  ...Object.fromEntries(profileFields.map((f) => [f, user[f] ?? ''])),
});

const required = z.string().trim().min(1, validationMessages.fieldRequired).max(100);

/** What putMe allows (api/server/users/me-update.ts), with the generic edit field's messages. */
export const profileSchema = z
  .object({
    firstName: required,
    lastName: required,
    emailAddress: optionalEmailSchema(),
    username: z.string().trim().max(100).regex(/^\S*$/, profileTexts.usernameSpaces),
    phoneNumber: z.string().trim().max(40),
  })
  .refine((u) => u.emailAddress !== '' || u.username !== '', {
    path: ['emailAddress'],
    message: profileTexts.loginNeeded,
  });

/** ChangePassword: the current password, and a new one held to the reset rules (spec 1 §5). */
export const changePasswordSchema = z
  .object({
    passwordOld: z.string().min(1, 'Please enter your password'),
    password: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((p) => p.confirm === p.password, { path: ['confirm'], message: passwordMismatchMessage });

export const blankPasswords: FormValues = { passwordOld: '', password: '', confirm: '' };

export const passwordTexts = { updated: messages.passwordUpdated, failed: messages.passwordUpdateFailed };
