import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryImageListSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { libraryQueryKeys } from './library-query-keys';

/** GET /api/library/images: the company's images, newest first, with where each is used. */
export const getLibraryImages = (signal?: AbortSignal) => apiRequest('/library/images', { schema: libraryImageListSchema, signal });

export const libraryImagesQuery = () => queryOptions({ queryKey: libraryQueryKeys.images, queryFn: ({ signal }) => getLibraryImages(signal) });

export function useLibraryImages(options: { enabled?: boolean } = {}) {
  return useQuery({ ...libraryImagesQuery(), enabled: options.enabled ?? true });
}
