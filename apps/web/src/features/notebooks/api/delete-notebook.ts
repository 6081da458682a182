import { successSchema } from '@app/contract/common';
import type { NotebookType } from '@app/contract/notebooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTEBOOK_MESSAGES } from '../notebooks-messages';
import { notebooksKey } from './get-notebooks';

/** `DELETE /notebooks/{id}?type=` (only the owner). */
export async function deleteNotebook({ id, type }: { id: number; type: NotebookType }) {
  return api.delete(`/notebooks/${id}`, successSchema, { query: { type } });
}

export function useDeleteNotebook(type: NotebookType) {
  const queryClient = useQueryClient();
  const text = NOTEBOOK_MESSAGES[type];
  return useMutation({
    mutationFn: (id: number) => deleteNotebook({ id, type }),
    meta: { successMessage: text.deleted, errorMessage: text.deleteError },
    // Also after a failure: a 404 or 403 means a colleague deleted or unshared it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...notebooksKey, type] }),
  });
}
