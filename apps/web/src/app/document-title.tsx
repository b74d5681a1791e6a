import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeTitleKey } from './route-handle';

/** Sets the document title from the deepest route that names one; the default is the product name. */
export function DocumentTitle() {
  const matches = useMatches();
  const { t } = useTranslation();
  const titleKey = routeTitleKey(matches);
  useEffect(() => {
    const product = t('productName');
    document.title = titleKey ? `${t(titleKey)} · ${product}` : product;
  }, [titleKey, t]);
  return null;
}
