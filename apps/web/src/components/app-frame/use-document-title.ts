import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Titles the document after the page's title key, followed by the product name; the default is the product name. */
export function useDocumentTitle(titleKey: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    const product = t('productName');
    document.title = titleKey ? `${t(titleKey)} · ${product}` : product;
  }, [titleKey, t]);
}
