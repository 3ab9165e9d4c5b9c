import * as z from 'zod/mini';
import {
  isValidEmail,
  Limits,
  passwordUsesPersonalInfo,
  type PasswordOwner,
} from '@coverline/contracts';

/*
 * Form schemas. Messages are translation keys (validation.*), turned into text where the error
 * is shown, so the wording lives with the rest of the copy. zod's tree-shakable build keeps the
 * pages light; the first failing rule of a field is the one shown.
 */
export const NAME_PATTERN = /^[\p{L}][\p{L} .'\u2019-]*$/u;
export const PHONE_PATTERN = /^\+?[0-9 ().-]{7,30}$/;

export const emailField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'validation.emailRequired'),
    z.refine(isValidEmail, 'validation.invalidEmail'),
  );

export const newPasswordField = z
  .string()
  .check(
    z.minLength(Limits.passwordMinLength, 'validation.passwordMin'),
    z.maxLength(Limits.passwordMaxLength, 'validation.passwordMax'),
  );

export const nameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(Limits.nameMaxLength, 'validation.nameMax'),
    z.regex(NAME_PATTERN, 'validation.invalidName'),
  );

/** Optional: an empty field means no phone number. */
export const phoneField = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || PHONE_PATTERN.test(value), 'validation.invalidPhone'),
);

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (value) => value.password === value.confirmPassword,
  { path: ['confirmPassword'], message: 'validation.passwordsMustMatch' },
);

/** The new password may not contain the email's local part or a name the form knows. */
const passwordNotPersonal = (owner?: PasswordOwner) =>
  z.refine<{ password: string } & PasswordOwner>(
    (value) => !passwordUsesPersonalInfo(value.password, owner ?? value),
    { path: ['password'], message: 'validation.passwordPersonal' },
  );

export const loginSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'validation.passwordRequired')),
});
export type LoginForm = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .check(passwordsMatch, passwordNotPersonal());
export type RegisterForm = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .check(passwordsMatch);
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'validation.currentPasswordRequired')),
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .check(passwordsMatch);
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/** The change-password form of a known account: its email and names are off limits too. */
export const changePasswordSchemaFor = (owner: PasswordOwner) =>
  changePasswordSchema.check(passwordNotPersonal(owner));

export const profileSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  phone: phoneField,
});
export type ProfileForm = z.infer<typeof profileSchema>;
