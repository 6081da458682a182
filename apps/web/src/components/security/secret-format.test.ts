import { describe, expect, it } from 'vitest';
import { groupSecret, recoveryCodesText } from './secret-format';

describe('groupSecret', () => {
  it('writes a base32 secret in groups of four, upper case', () => {
    expect(groupSecret('jbswy3dpehpk3pxpjbswy3dpehpk3pxp')).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
  });

  it('leaves a short last group and ignores spaces already there', () => {
    expect(groupSecret('ABCD EFGH IJ')).toBe('ABCD EFGH IJ');
    expect(groupSecret('')).toBe('');
  });
});

describe('recoveryCodesText', () => {
  it('puts the header, a blank line and one code a line', () => {
    expect(recoveryCodesText('Cabecera', ['aaaa-bbbb-cc', 'dddd-eeee-ff'])).toBe(
      'Cabecera\n\naaaa-bbbb-cc\ndddd-eeee-ff\n',
    );
  });
});
