import { ApiError } from '../../../lib/api-error';
import { newSecurityPasswordSchema } from '@app/contract/password-manager';
import { passwordManagerMessages as text } from '../password-manager-messages';

export type NewKey = { password: string; confirmation: string };
export type NewKeyErrors = { password?: string; confirmation?: string };

/**
 * The field errors of a new security password: the contract's rule (10 to 128 characters), then
 * 'Las contraseñas no coinciden' (SPEC §5). Whether it is too common the server says.
 */
export function checkNewKey({ password, confirmation }: NewKey): NewKeyErrors {
  const parsed = newSecurityPasswordSchema.safeParse(password);
  if (!parsed.success) return { password: parsed.error.issues[0]?.message };
  if (password !== confirmation) return { confirmation: text.mismatch };
  return {};
}

/**
 * Whether a typed password can be sent in the vault's header (fetch refuses anything past
 * ISO-8859-1). The setup refuses the rest, so such a password cannot be the right one.
 */
export const canTravelInHeader = (value: string) => /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(value);

/** The field a 400 answer blames (`error.details: [{ field, message }]`), if any. */
export function blamedField(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return undefined;
  const first: unknown = error.details[0];
  return first && typeof first === 'object' && 'field' in first && typeof first.field === 'string'
    ? first.field
    : undefined;
}
