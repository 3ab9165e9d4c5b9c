/**
 * The languages a visitor or client can use the product in: the web app's texts and the mails
 * they receive. Staff pages and staff mails are English.
 */
export const Language = {
  English: 'en',
  Spanish: 'es',
} as const;
export type Language = (typeof Language)[keyof typeof Language];
export const LANGUAGES: readonly Language[] = Object.values(Language);
