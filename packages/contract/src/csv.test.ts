import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvDialect, csvField, toCsv, type CsvColumn } from './csv';

const EN = csvDialect('en-US');
const ES = csvDialect('es-ES');

type Line = { name: string; hours: number; amount: string; day: string; at: string; n: number };
const columns: CsvColumn<Line>[] = [
  { header: 'Usuario', value: (row) => row.name },
  { header: 'Horas', value: (row) => row.hours, kind: 'hours' },
  { header: 'Monto', value: (row) => row.amount, kind: 'money' },
  { header: 'Fecha', value: (row) => row.day, kind: 'date' },
  { header: 'Entrada', value: (row) => row.at, kind: 'dateTime' },
  { header: 'Breaks', value: (row) => row.n, kind: 'count' },
];
const rows: Line[] = [
  {
    name: 'Pérez, Ana',
    hours: 7,
    amount: '1234.50',
    day: '2026-11-03',
    at: '2026-11-03T08:05:00-03:00',
    n: 2,
  },
  { name: 'Luis; "el jefe"', hours: 6.9, amount: '0.10', day: '2026-01-09', at: '', n: 0 },
  { name: 'Eva', hours: 0.1, amount: '-12.00', day: '', at: '2026-12-31 23:59', n: 1 },
];

describe('CSV', () => {
  it('en-US: comma separated, decimal point, hours and money with exactly 2 decimals, behind a BOM', () => {
    const text = toCsv(columns, rows, EN);
    expect(text).toBe(
      '\uFEFFUsuario,Horas,Monto,Fecha,Entrada,Breaks\r\n' +
        '"Pérez, Ana",7.00,1234.50,03/11/2026,03/11/2026 08:05,2\r\n' +
        '"Luis; ""el jefe""",6.90,0.10,09/01/2026,,0\r\n' +
        'Eva,0.10,-12.00,,31/12/2026 23:59,1\r\n',
    );
  });

  it('es-ES: semicolon separated with a decimal comma, as an independent parser reads it', () => {
    const text = toCsv(columns, rows, ES);
    expect(text.startsWith('\uFEFFUsuario;Horas;Monto;Fecha;Entrada;Breaks\r\n')).toBe(true);
    const parsed: string[][] = parse(text, {
      bom: true,
      delimiter: ';',
      record_delimiter: '\r\n',
    });
    expect(parsed).toEqual([
      ['Usuario', 'Horas', 'Monto', 'Fecha', 'Entrada', 'Breaks'],
      ['Pérez, Ana', '7,00', '1234,50', '03/11/2026', '03/11/2026 08:05', '2'],
      ['Luis; "el jefe"', '6,90', '0,10', '09/01/2026', '', '0'],
      ['Eva', '0,10', '-12,00', '', '31/12/2026 23:59', '1'],
    ]);
    // A comma inside text needs no quotes when the separator is ';'.
    expect(text).toContain('\r\nPérez, Ana;7,00;');
  });

  it('quotes the separator, quotes and line breaks', () => {
    expect(csvField('Pérez, Ana')).toBe('"Pérez, Ana"');
    expect(csvField('Pérez, Ana', ES)).toBe('Pérez, Ana');
    expect(csvField('a;b', ES)).toBe('"a;b"');
    expect(csvField('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvField('línea 1\nlínea 2', ES)).toBe('"línea 1\nlínea 2"');
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('=HYPERLINK("x";1)', ES)).toBe('"\'=HYPERLINK(""x"";1)"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)', ES)).toBe("'@SUM(A1)");
    expect(csvField(-1.25)).toBe('-1.25');
    expect(csvField(-1.25, ES)).toBe('-1,25');
    expect(toCsv([{ header: 'h', value: () => -0.25, kind: 'hours' }], [1], ES)).toContain(
      '\r\n-0,25\r\n',
    );
  });

  it('leaves empty values empty', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });
});
