import { useEffect } from 'react';

const PRODUCT = 'Coverline';

/** Names the browser tab after the page, so history and assistive technology can tell pages apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
  }, [title]);
}
