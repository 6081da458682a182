import { uploadResponseSchema } from '@app/contract/punches';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /files/upload`: the punch photo (PNG) for an entry ('I') or exit ('O'); returns its key. */
export async function uploadPunchPhoto(photo: Blob, action: 'I' | 'O'): Promise<string> {
  const form = new FormData();
  form.append('action', action);
  form.append('file', photo, 'punch.png');
  const response = await api.upload('/files/upload', form, uploadResponseSchema);
  return response.key;
}

/**
 * Uploads the punch photo (the punch dialog, before the punch itself). No toast: a failure is said
 * in the dialog's pane.
 */
export function useUploadPunchPhoto() {
  return useMutation({
    mutationFn: ({ photo, action }: { photo: Blob; action: 'I' | 'O' }) =>
      uploadPunchPhoto(photo, action),
  });
}
