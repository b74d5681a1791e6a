import { libraryCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** POST /api/tinymceUpload/{eventId} (multipart `file`): an image for a rich text of the event; answers its address. */
export async function uploadEditorImage(eventId: number, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { location } = await callApi(libraryCalls.editorUpload, { params: { id: eventId }, body });
  return location;
}
