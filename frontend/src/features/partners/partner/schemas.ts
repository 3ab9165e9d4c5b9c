import * as z from 'zod/mini';
import { emailField, nameField, phoneField } from '../../identity/auth/schemas';

export const repRegistrationSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phone: phoneField,
});
export type RepRegistrationForm = z.infer<typeof repRegistrationSchema>;

export const repSettingsSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  phone: phoneField,
  notifyReferralStatus: z.boolean(),
});
export type RepSettingsForm = z.infer<typeof repSettingsSchema>;

export const repContactSchema = z.object({
  subject: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(150, 'validation.tooLong')),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(5000, 'validation.tooLong'),
    ),
});
export type RepContactForm = z.infer<typeof repContactSchema>;
