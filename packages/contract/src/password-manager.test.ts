import { describe, expect, it } from 'vitest';
import { newSecurityPasswordSchema, PASSWORD_MANAGER_TEXTS } from './password-manager';

const message = (value: string) =>
  newSecurityPasswordSchema.safeParse(value).error?.issues[0]?.message;

describe('a new security password', () => {
  it('takes 10 to 128 printable Latin-1 characters, accents and ñ included', () => {
    expect(newSecurityPasswordSchema.safeParse('Señal ¿Añejo? 2026').success).toBe(true);
    expect(newSecurityPasswordSchema.safeParse('x'.repeat(128)).success).toBe(true);
    expect(message('')).toBe(PASSWORD_MANAGER_TEXTS.keyRequired);
    expect(message('corta')).toMatch(/al menos 10/);
    expect(message('x'.repeat(129))).toMatch(/como máximo 128/);
  });

  it('refuses what a browser cannot send in a header, or a header would trim', () => {
    expect(message('Bóveda € segura')).toBe(PASSWORD_MANAGER_TEXTS.headerCharacters);
    expect(message('Bóveda 🚀 segura')).toBe(PASSWORD_MANAGER_TEXTS.headerCharacters);
    expect(message('linea\nnueva-clave')).toBe(PASSWORD_MANAGER_TEXTS.headerCharacters);
    expect(message(' empieza-con-espacio')).toBe(PASSWORD_MANAGER_TEXTS.headerEdges);
    expect(message('termina-con-espacio ')).toBe(PASSWORD_MANAGER_TEXTS.headerEdges);
  });
});
