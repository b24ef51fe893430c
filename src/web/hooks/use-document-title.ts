import { useEffect } from 'react';
import { siteConfig } from '../lib/site-config';

/** The product name of this deployment (APP_NAME on the server, Lantern Tales by default). */
export const PRODUCT_NAME = siteConfig.appName;

/** Sets the tab title to "{title} · {product name}" (just the product name without a title). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
