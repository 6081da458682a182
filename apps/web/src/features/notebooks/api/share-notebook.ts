import { notebookItemResponseSchema, type NotebookType } from '@app/contract/notebooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTEBOOK_MESSAGES } from '../notebooks-messages';
import { notebooksKey } from './get-notebooks';

/** `POST /notebooks/{id}/share {userIds}`: the whole list; an empty list unshares. */
export async function shareNotebook({ id, userIds }: { id: number; userIds: number[] }) {
  return api.post(`/notebooks/${id}/share`, notebookItemResponseSchema, { body: { userIds } });
}

export function useShareNotebook(type: NotebookType) {
  const queryClient = useQueryClient();
  const text = NOTEBOOK_MESSAGES[type];
  return useMutation({
    mutationFn: shareNotebook,
    meta: { successMessage: text.shared, errorMessage: text.shareError },
    // Also after a failure: a 404 or 403 means a colleague deleted or unshared it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...notebooksKey, type] }),
  });
}
