import { notebookItemResponseSchema, type CreateNotebookInput } from '@app/contract/notebooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTEBOOK_MESSAGES } from '../notebooks-messages';
import { notebooksKey } from './get-notebooks';

/** `POST /notebooks {type, …fields}`. */
export async function createNotebook(input: CreateNotebookInput) {
  return api.post('/notebooks', notebookItemResponseSchema, { body: input });
}

export function useCreateNotebook(type: CreateNotebookInput['type']) {
  const queryClient = useQueryClient();
  const text = NOTEBOOK_MESSAGES[type];
  return useMutation({
    mutationFn: createNotebook,
    meta: { successMessage: text.created, errorMessage: text.createError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...notebooksKey, type] }),
  });
}
