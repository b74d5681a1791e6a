import { customCssCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** POST /api/customCss/{eventId}/preview: what the server would keep of a draft, without saving. */
export const previewCustomCss = (eventId: number, css: string, signal?: AbortSignal) =>
  callApi(customCssCalls.preview, { params: { eventId }, body: { css }, signal, catcher: true });
