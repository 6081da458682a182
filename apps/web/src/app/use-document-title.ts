import { useEffect } from 'react';
import { PRODUCT_NAME } from '../lib/product';

/** 'Categorías · Back Office' in the browser tab. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
