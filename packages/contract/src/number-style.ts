import { z } from 'zod';

/**
 * The company's way of writing numbers and money (DECISIONS §1: `APP_CURRENCY`,
 * `APP_NUMBER_FORMAT`). The server reads both from its environment and hands them to the SPA with
 * the signed-in user (`GET /auth/me`); screens, the PDF and the exports all follow them.
 *
 * - `en-US` (default, SPEC §9): `$1,234.56`; CSV comma separated with a decimal point.
 * - `es-ES`: `1.234,56 €`; CSV semicolon separated with a decimal comma, as Excel in Spanish reads it.
 */
export const NUMBER_FORMATS = ['en-US', 'es-ES'] as const;
export type NumberFormatName = (typeof NUMBER_FORMATS)[number];

export const DEFAULT_NUMBER_STYLE = { currency: 'USD', numberFormat: 'en-US' } as const;

export const numberStyleSchema = z.object({
  /** ISO 4217 code of the company's currency (`USD`, `EUR`, `MXN`, …). */
  currency: z.string().regex(/^[A-Z]{3}$/),
  numberFormat: z.enum(NUMBER_FORMATS),
});
export type NumberStyle = z.infer<typeof numberStyleSchema>;

/** Whether Intl knows this ISO 4217 code (the config refuses one it does not). */
export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  return Intl.supportedValuesOf('currency').includes(code);
}

/** The separators a number style writes: `.`/`,` for en-US, `,`/`.` for es-ES. */
export function separatorsOf(numberFormat: NumberFormatName): { decimal: string; group: string } {
  return numberFormat === 'es-ES' ? { decimal: ',', group: '.' } : { decimal: '.', group: ',' };
}
