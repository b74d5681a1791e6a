import { useMutation } from '@tanstack/react-query';
import { accountImportCalls, type AccountImportExisting, type AccountImportMapping, type AccountImportPreview } from '@aula/shared';
import { ApiError } from '@/lib/api-client';
import { callApi } from '@/lib/api-call';

export type AccountImportRequest = { eventId: number; file: File; mapping?: AccountImportMapping; existing?: AccountImportExisting };

/** The multipart body of a preview or an apply: the file, sent again each time, beside the choices. */
export function accountImportForm({ file, mapping, existing }: AccountImportRequest): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  if (existing) body.append('existing', existing);
  return body;
}

/** A preview, or why the file cannot be read at all (the server's message in the user's language). */
export type PreviewOutcome = { ok: true; preview: AccountImportPreview } | { ok: false; message: string };

/**
 * POST /api/importAccountsPreview/{eventId}: the file as the import reads it under a mapping (the
 * guessed one when none is given). A file refused as a whole is an answer for the screen, not a failure.
 */
export async function previewAccountImport(request: AccountImportRequest): Promise<PreviewOutcome> {
  try {
    const preview = await callApi(accountImportCalls.preview, { params: { eventId: request.eventId }, body: accountImportForm(request), catcher: true });
    return { ok: true, preview };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { ok: false, message: error.message };
    throw error;
  }
}

export function usePreviewAccountImport() {
  return useMutation({ mutationFn: previewAccountImport });
}
