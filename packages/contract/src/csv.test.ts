import { describe, expect, it } from 'vitest';
import { csvField, toCsv, type CsvColumn } from './csv';

describe('CSV', () => {
  it('writes a header and one CRLF line per row, behind a BOM', () => {
    const columns: CsvColumn<{ name: string; hours: number }>[] = [
      { header: 'Usuario', value: (row) => row.name },
      { header: 'Horas', value: (row) => row.hours },
    ];
    expect(toCsv(columns, [{ name: 'Ana Pérez', hours: 7.5 }])).toBe(
      '\uFEFFUsuario,Horas\r\nAna Pérez,7.5\r\n',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Pérez, Ana')).toBe('"Pérez, Ana"');
    expect(csvField('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvField('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-1.25)).toBe('-1.25');
  });

  it('leaves empty values empty', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });
});
