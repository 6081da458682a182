import { notebookItemResponseSchema, type UpdateNotebookInput } from '@app/contract/notebooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTEBOOK_MESSAGES } from '../notebooks-messages';
import { notebooksKey } from './get-notebooks';

/** `PATCH /notebooks/{id} {type, …fields}` (only the owner). */
export async function updateNotebook({ id, input }: { id: number; input: UpdateNotebookInput }) {
  return api.patch(`/notebooks/${id}`, notebookItemResponseSchema, { body: input });
}

export function useUpdateNotebook(type: UpdateNotebookInput['type']) {
  const queryClient = useQueryClient();
  const text = NOTEBOOK_MESSAGES[type];
  return useMutation({
    mutationFn: updateNotebook,
    meta: { successMessage: text.updated, errorMessage: text.updateError },
    // Also after a failure: a 404 or 403 means a colleague deleted or unshared it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...notebooksKey, type] }),
  });
}
