import { shiftResponseSchema } from '@app/contract/shifts';
import { api } from '../../../lib/api-client';

/** `GET /shifts/:id`: the shift as it is now (the edit dialog reloads it after a conflict). */
export async function getShift(id: number) {
  const response = await api.get(`/shifts/${id}`, shiftResponseSchema);
  return response.data;
}
