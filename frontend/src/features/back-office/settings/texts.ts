import { useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { SETTINGS_NS } from './namespace';

export function useSettingsT() {
  return useTranslation(SETTINGS_NS).t;
}

/**
 * Turns a schema message into the text shown under a field. Messages are keys in the settings
 * namespace, optionally with one value after a colon ("validation.maxLength:100").
 */
export function useSettingsFieldError(): (
  error: { message?: string } | undefined,
) => string | undefined {
  const t = useSettingsT();
  return (error) => {
    if (!error?.message) return undefined;
    const [key = '', value] = error.message.split(':');
    return t(key, { value });
  };
}

/** Names the browser tab after the settings tab shown ("Carriers · Settings · Coverline"). */
export function useTabTitle(tab: string): void {
  const t = useSettingsT();
  useDocumentTitle(`${t(`tabs.${tab}`)} · ${t('title')}`);
}
