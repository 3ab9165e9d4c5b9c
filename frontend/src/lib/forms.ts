import { useTranslation } from './i18n';

/** Turns a form error (a translation key from the schema) into the text shown under the field. */
export function useFieldError(): (error: { message?: string } | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => (error?.message ? t(error.message) : undefined);
}
