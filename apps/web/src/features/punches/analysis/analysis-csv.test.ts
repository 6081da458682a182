import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { analysisCsv } from './analysis-csv';
import { analysisMessages } from './analysis-messages';
import { SUMMARY_ROWS } from '../../../test/analysis-test-data';
import { summaryTotals } from './punch-events';

const HEADER = [
  'Usuario',
  'Llegadas tempranas (cantidad)',
  'Llegadas tempranas (horas)',
  'Llegadas tarde (cantidad)',
  'Llegadas tarde (horas)',
  'Salidas tempranas (cantidad)',
  'Salidas tempranas (horas)',
  'Salidas tarde (cantidad)',
  'Salidas tarde (horas)',
];

describe('analysis CSV', () => {
  const csv = analysisCsv(SUMMARY_ROWS, summaryTotals(SUMMARY_ROWS), 'en-US');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');

  it('has Spanish columns: user, then count and hours of every event', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(HEADER.join(','));
  });

  it('writes the rows in the given order, hours with exactly 2 decimals, and TOTALES last', () => {
    expect(lines.slice(1)).toEqual([
      'Ana García,2,0.50,1,0.10,0,0.00,4,2.25',
      'Bruno Díaz,0,0.00,5,0.20,1,0.17,0,0.00',
      'Álvaro Ruiz,1,0.08,0,0.00,0,0.00,1,1.00',
      'TOTALES,3,0.58,6,0.30,1,0.17,5,3.25',
      '',
    ]);
  });

  it('in es-ES is semicolon separated with a decimal comma, as an independent parser reads it', () => {
    const text = analysisCsv(SUMMARY_ROWS, summaryTotals(SUMMARY_ROWS), 'es-ES');
    const records: string[][] = parse(text, { bom: true, delimiter: ';' });
    expect(records[0]).toEqual(HEADER);
    expect(records.slice(1)).toEqual([
      ['Ana García', '2', '0,50', '1', '0,10', '0', '0,00', '4', '2,25'],
      ['Bruno Díaz', '0', '0,00', '5', '0,20', '1', '0,17', '0', '0,00'],
      ['Álvaro Ruiz', '1', '0,08', '0', '0,00', '0', '0,00', '1', '1,00'],
      ['TOTALES', '3', '0,58', '6', '0,30', '1', '0,17', '5', '3,25'],
    ]);
  });

  it('names the file after the range', () => {
    expect(analysisMessages.exportFileName('2026-11-01', '2026-11-30')).toBe(
      'analisis-punches-2026-11-01-a-2026-11-30.csv',
    );
  });

  it('keeps a user name from running as a formula', () => {
    const [row] = SUMMARY_ROWS;
    const text = analysisCsv(
      [{ ...row!, userName: '=HYPERLINK("x")' }],
      summaryTotals([]),
      'en-US',
    );
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
