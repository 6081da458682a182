import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

const shownStrength = () =>
  screen.getByRole('meter', { name: 'Seguridad de la contraseña' }).getAttribute('aria-valuetext');

describe('PasswordStrengthMeter', () => {
  it.each([
    ['abc', 'Débil'],
    ['abcdefgh', 'Débil'],
    ['abcdefgh1', 'Media'],
    ['Abcdefgh1', 'Fuerte'],
    ['Abcdefgh1!', 'Fuerte'],
    ['Abcdefgh1!xy', 'Muy fuerte'],
  ])('rates %j as %s', (password, expected) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(shownStrength()).toBe(expected);
    expect(screen.getByText(expected)).toBeTruthy();
  });

  it('shows nothing before the user types', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(screen.queryByRole('meter')).toBeNull();
  });
});
