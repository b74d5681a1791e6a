import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { libraryCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { libraryQueryKeys } from './library-query-keys';

/** GET /api/library/images: the company's images, newest first, with where each is used. */
export const getLibraryImages = (signal?: AbortSignal) => callApi(libraryCalls.list, { signal });

/** Keyed by language too: the places of use name rooms in the request's language. */
export const libraryImagesQuery = (lang: string) =>
  queryOptions({ queryKey: [...libraryQueryKeys.images, lang], queryFn: ({ signal }) => getLibraryImages(signal) });

export function useLibraryImages(options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  return useQuery({ ...libraryImagesQuery(i18n.language), enabled: options.enabled ?? true });
}
