import { editorUploadResultSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/tinymceUpload/{eventId} (multipart `file`): an image for a rich text of the event; answers its address. */
export async function uploadEditorImage(eventId: number, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { location } = await apiRequest(`/tinymceUpload/${eventId}`, { method: 'POST', body, schema: editorUploadResultSchema });
  return location;
}
