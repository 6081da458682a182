import {
  correctionItemResponseSchema,
  type CreateCorrectionInput,
} from '@app/contract/punch-corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { correctionMessages as text } from '../corrections/corrections-messages';
import { correctionsKey } from './get-corrections';
import { punchesKey } from './get-punches';
import { punchHistoryKey } from './get-punch-history';

/**
 * `POST /punch-corrections` (DECISIONS §10): a usuario's request is pending; an admin's, or an
 * office user's on someone else, is applied at once. The server's message says which.
 */
export async function createCorrection(body: CreateCorrectionInput) {
  return api.post('/punch-corrections', correctionItemResponseSchema, { body });
}

/**
 * The request from 'Solicitar corrección'. Its success is a toast (`meta`, the server's words);
 * a refusal is a toast and stays written in the form, under the field it is about.
 */
export function useCreateCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCorrection,
    meta: { successMessage: text.requested, errorMessage: text.requestError },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: correctionsKey }),
        queryClient.invalidateQueries({ queryKey: punchesKey }),
        queryClient.invalidateQueries({ queryKey: punchHistoryKey }),
        // The exceptions' key (get-punch-exceptions.ts): a request adds a 'Corrección pendiente'.
        queryClient.invalidateQueries({ queryKey: ['punch-exceptions'] }),
      ]),
  });
}
