import { useEffect } from 'react';
import { env } from '../config/env';

/** Sets the tab title to "<title> · Lodestar" (or just the product name). */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${env.productName}` : env.productName;
  }, [title]);
}
