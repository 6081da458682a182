import { preferencesResponseSchema, type preferencesSchema } from '@app/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { accountMessages as text } from '../account-messages';
import { PREFERENCES_PATH, preferencesKey } from './get-preferences';

export type Preferences = z.input<typeof preferencesSchema>;

/** `PATCH /users/me/preferences { emailNotifications }` (DECISIONS §10). */
export async function updatePreferences(body: Preferences) {
  return api.patch(PREFERENCES_PATH, preferencesResponseSchema, { body });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    meta: { successMessage: text.preferencesSaved, errorMessage: text.preferencesError },
    onSuccess: (answer) => queryClient.setQueryData(preferencesKey, answer.data),
  });
}
