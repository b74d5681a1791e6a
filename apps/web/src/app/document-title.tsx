import { useMatches } from 'react-router';
import { useDocumentTitle } from '@/components/app-frame/use-document-title';
import { routeTitleKey } from './route-handle';

/** Sets the document title from the deepest route that names one; the default is the product name. */
export function DocumentTitle() {
  useDocumentTitle(routeTitleKey(useMatches()));
  return null;
}
