import { describe, expect, it } from 'vitest';
import { absenceMessages as text } from './absences-messages';

const line = (days: number, approved: number, pending: number) =>
  text.balanceLine('Vacaciones', {
    year: 2026,
    days,
    pending,
    remaining: days - approved - pending,
  });

describe('a balance as the staff reads it', () => {
  it('says what is left of how many', () => {
    expect(line(22, 10, 0)).toBe('Vacaciones 2026: quedan 12 de 22');
  });

  it('says the days waiting for a decision, already counted out of what is left', () => {
    expect(line(22, 18, 4)).toBe('Vacaciones 2026: quedan 0 de 22 (4 pendientes de aprobar)');
    expect(line(22, 10, 1)).toBe('Vacaciones 2026: quedan 11 de 22 (1 pendiente de aprobar)');
  });

  it('never says a negative remainder: it says how many days over', () => {
    expect(line(22, 10, 16)).toBe(
      'Vacaciones 2026: quedan 0 de 22 (16 pendientes de aprobar, 4 días por encima del saldo)',
    );
    expect(line(10, 11, 0)).toBe('Vacaciones 2026: quedan 0 de 10 (1 día por encima del saldo)');
  });

  it('the request form says the same line, as a sentence', () => {
    expect(
      text.outlookRemaining('Permiso', { year: 2027, days: 3, pending: 0, remaining: 3 }),
    ).toBe('Permiso 2027: quedan 3 de 3.');
  });
});
