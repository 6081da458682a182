import { uploadResponseSchema } from '@app/contract/punches';
import { api } from '../../../lib/api-client';

/** `POST /files/upload`: the punch photo (PNG) for an entry ('I') or exit ('O'); returns its key. */
export async function uploadPunchPhoto(photo: Blob, action: 'I' | 'O'): Promise<string> {
  const form = new FormData();
  form.append('action', action);
  form.append('file', photo, 'punch.png');
  const response = await api.upload('/files/upload', form, uploadResponseSchema);
  return response.key;
}
