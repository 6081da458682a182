import { describe, expect, it } from 'vitest';
import { deniedPath } from './guards';

describe('a page the role may not open', () => {
  it('sends office to /dashboard (SPEC §2) and usuario, who has no dashboard, to /shifts', () => {
    expect(deniedPath('office')).toBe('/dashboard');
    expect(deniedPath('usuario')).toBe('/shifts');
    expect(deniedPath('admin')).toBe('/dashboard');
  });
});
