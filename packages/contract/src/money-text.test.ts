import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents } from './money';
import { moneyTextMessage, readMoneyText, type MoneyTextReading } from './money-text';
import { numberFormatters } from './number-format';
import { NUMBER_FORMATS, type NumberFormatName } from './number-style';

const read = (text: string, numberFormat: NumberFormatName = 'en-US') => {
  const reading: MoneyTextReading = readMoneyText(text, numberFormat);
  return reading.ok ? reading.money : reading.reason;
};

describe('an amount typed either way', () => {
  it.each(NUMBER_FORMATS)('reads what is unambiguous the same in %s', (numberFormat) => {
    for (const [text, money] of [
      ['23,50', '23.50'],
      ['23.50', '23.50'],
      ['1.234,56', '1234.56'],
      ['1,234.56', '1234.56'],
      ['1234,5', '1234.50'],
      ['1234.5', '1234.50'],
      ['1234', '1234.00'],
      ['0,5', '0.50'],
      ['.5', '0.50'],
      ['12.', '12.00'],
      ['1.234.567', '1234567.00'],
      ['1,234,567', '1234567.00'],
      ['1.234.567,8', '1234567.80'],
      ['$1,234.56', '1234.56'],
      ['$ 23,50', '23.50'],
      ['1.234,56 €', '1234.56'],
      ['1.234,56\u00a0€', '1234.56'],
      ['US$ 12', '12.00'],
      ['12 EUR', '12.00'],
      ['  7  ', '7.00'],
      ['-5', '-5.00'],
      ['999.999.999.999,99', '999999999999.99'],
      ['1,5', '1.50'],
      ['12,3456', 'decimals'],
    ] as const) {
      expect(read(text, numberFormat), `${text} in ${numberFormat}`).toBe(money);
    }
  });

  it.each(NUMBER_FORMATS)('refuses malformed text in %s', (numberFormat) => {
    for (const text of [
      '1,2,3',
      '12,345,6',
      '1.2.3',
      '1,23,456',
      '1.234,567,8',
      '1,234.56.7',
      '0,123,456',
      ',',
      '.',
      '-',
      'abc',
      '12a',
      '1e3',
      '--1',
      '1 234,56',
      '12,34.5',
    ]) {
      expect(read(text, numberFormat), `${text} in ${numberFormat}`).toBe('malformed');
    }
    expect(read('', numberFormat)).toBe('empty');
    expect(read('   ', numberFormat)).toBe('empty');
    expect(read('12.345,678', numberFormat)).toBe('decimals');
    expect(read('1.000.000.000.000', numberFormat)).toBe('max');
  });

  it('reads one separator before exactly three digits the company’s way, never as ×1000 by guess', () => {
    // The company's thousands separator groups …
    expect(read('1,234', 'en-US')).toBe('1234.00');
    expect(read('12.500', 'es-ES')).toBe('12500.00');
    // … and its decimal separator would give three decimals: refused, not 1234 or 1.23.
    expect(read('1.234', 'en-US')).toBe('decimals');
    expect(read('1,234', 'es-ES')).toBe('decimals');
    // Not a group: a first group of four digits or starting with 0.
    expect(read('1234,567', 'en-US')).toBe('decimals');
    expect(read('0,125', 'en-US')).toBe('decimals');
  });

  it('says what is wrong in Spanish, with an example in the company’s style', () => {
    expect(moneyTextMessage('empty', 'en-US')).toBe('Requerido');
    expect(moneyTextMessage('malformed', 'es-ES')).toBe(
      'Monto inválido: escríbelo como 1234,56 o 1.234,56',
    );
    expect(moneyTextMessage('malformed', 'en-US')).toBe(
      'Monto inválido: escríbelo como 1234.56 o 1,234.56',
    );
    expect(moneyTextMessage('decimals', 'es-ES')).toBe('El monto admite como máximo 2 decimales');
  });
});

const cents = fc.bigInt({ min: 0n, max: 99_999_999_999_999n });
const style = fc.constantFrom(...NUMBER_FORMATS);
const currency = fc.constantFrom('USD', 'EUR', 'MXN', 'GBP');

/** The plain digits of an amount, written with the given separators (and optionally grouped). */
function spell(value: bigint, decimal: string, group: string | null, decimals: 0 | 1 | 2) {
  const digits = value.toString().padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  const fraction = digits.slice(-2).slice(0, decimals);
  return decimals === 0 ? grouped : `${grouped}${decimal}${fraction}`;
}

describe('amounts round-trip through both ways of writing numbers (property)', () => {
  it('what a style formats is read back to the same cents in every style', () => {
    fc.assert(
      fc.property(cents, style, currency, style, (value, written, code, company) => {
        const formatters = numberFormatters({ currency: code, numberFormat: written });
        const money = fromCents(value);
        expect(read(formatters.amount(money), company)).toBe(money);
        expect(read(formatters.money(money), company)).toBe(money);
      }),
      { numRuns: 500 },
    );
  });

  it('either decimal separator, grouped or not, with one or two decimals, reads back', () => {
    fc.assert(
      fc.property(
        cents,
        fc.constantFrom(',', '.'),
        fc.boolean(),
        fc.constantFrom(1 as const, 2 as const),
        style,
        (value, decimal, grouped, decimals, company) => {
          const exact = decimals === 1 ? value - (value % 10n) : value;
          const text = spell(
            exact,
            decimal,
            grouped ? (decimal === ',' ? '.' : ',') : null,
            decimals,
          );
          expect(read(text, company)).toBe(fromCents(exact));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a whole amount with thousands grouped more than once reads back in every style', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1_000_000n, max: 999_999_999_999n }),
        fc.constantFrom(',', '.'),
        style,
        (whole, group, company) => {
          const text = spell(whole * 100n, '', group, 0);
          expect(read(text, company)).toBe(fromCents(whole * 100n));
        },
      ),
    );
  });

  it('a separator between groups of other than three digits is refused, never read as another amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 99_999 }), { minLength: 3, maxLength: 6 }),
        fc.constantFrom(',', '.'),
        style,
        (groups, separator, company) => {
          const parts = groups.map(String);
          const [first = '', ...rest] = parts;
          fc.pre(!/^[1-9]\d{0,2}$/.test(first) || rest.some((part) => part.length !== 3));
          expect(read(parts.join(separator), company)).toBe('malformed');
        },
      ),
    );
  });

  it('one separator before one or two digits is the decimal separator in every style', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 999_999_999_999n }),
        fc.stringMatching(/^\d{1,2}$/),
        fc.constantFrom(',', '.'),
        style,
        (whole, fraction, separator, company) => {
          const expected = `${whole}.${fraction.padEnd(2, '0')}`;
          expect(read(`${whole}${separator}${fraction}`, company)).toBe(expected);
        },
      ),
    );
  });
});
