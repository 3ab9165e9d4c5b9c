import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n';

/** Names the browser tab after the page, so history and assistive technology can tell pages apart. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const product = t('brand.name');
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
  }, [title, product]);
}
