import {
  recoveryCodesResponseSchema,
  totpConfirmResponseSchema,
  totpSetupResponseSchema,
  type TotpDisableInput,
} from '@app/contract/mfa';
import { messageResponseSchema } from '@app/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mfaStatusKey } from './mfa-status';

/** `POST /auth/mfa/totp/setup`: a new secret and its otpauth:// URI (not on until confirmed). */
export async function setupTotp() {
  return api.post('/auth/mfa/totp/setup', totpSetupResponseSchema);
}

/** `POST /auth/mfa/totp/confirm { code }`: on, and the ten recovery codes, shown once. */
export async function confirmTotp(code: string) {
  return api.post('/auth/mfa/totp/confirm', totpConfirmResponseSchema, { body: { code } });
}

/** `DELETE /auth/mfa/totp { password, code }` (the code may be a recovery code). */
export async function disableTotp(input: TotpDisableInput) {
  return api.delete('/auth/mfa/totp', messageResponseSchema, { body: input });
}

/** `POST /auth/mfa/recovery-codes { code }`: ten new codes, the old ones void. */
export async function renewRecoveryCodes(code: string) {
  return api.post('/auth/mfa/recovery-codes', recoveryCodesResponseSchema, { body: { code } });
}

/** After any change the card reads the status again. Refusals are said inside the dialog. */
function useMfaMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusKey }),
  });
}

export const useSetupTotp = () => useMutation({ mutationFn: setupTotp });
export const useConfirmTotp = () => useMfaMutation(confirmTotp);
export const useDisableTotp = () => useMfaMutation(disableTotp);
export const useRenewRecoveryCodes = () => useMfaMutation(renewRecoveryCodes);
