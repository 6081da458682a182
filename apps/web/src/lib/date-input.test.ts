import { describe, expect, it } from 'vitest';
import {
  dateValueToText,
  maskDateTyping,
  maskTimeTyping,
  parseDateText,
  parseTimeText,
  stepTime,
} from './date-input';

describe('date text', () => {
  it('shows an API date as DD/MM/YYYY', () => {
    expect(dateValueToText('2026-12-09')).toBe('09/12/2026');
    expect(dateValueToText('')).toBe('');
    expect(dateValueToText('09/12/2026')).toBe('');
  });

  it('reads day first, whatever the separator, and refuses days that do not exist', () => {
    expect(parseDateText('09/12/2026')).toBe('2026-12-09');
    expect(parseDateText('9/12/2026')).toBe('2026-12-09');
    expect(parseDateText('9-1-2026')).toBe('2026-01-09');
    expect(parseDateText('09.12.2026')).toBe('2026-12-09');
    expect(parseDateText('09122026')).toBe('2026-12-09');
    expect(parseDateText('29/02/2028')).toBe('2028-02-29');
    expect(parseDateText('29/02/2026')).toBeNull();
    expect(parseDateText('31/04/2026')).toBeNull();
    expect(parseDateText('12/13/2026')).toBeNull();
    expect(parseDateText('09/12/26')).toBeNull();
    expect(parseDateText('')).toBeNull();
    expect(parseDateText('2026-12-09')).toBe('2026-12-09');
    expect(parseDateText('2026-02-30')).toBeNull();
  });

  it('adds the slashes while typing forwards and never while deleting', () => {
    expect(maskDateTyping('1', '12')).toBe('12/');
    expect(maskDateTyping('12/0', '12/09')).toBe('12/09/');
    expect(maskDateTyping('12', '120')).toBe('12/0');
    expect(maskDateTyping('12/09', '12/092')).toBe('12/09/2');
    expect(maskDateTyping('12/', '12')).toBe('12');
    expect(maskDateTyping('12/', '12//')).toBe('12/');
    expect(maskDateTyping('12/09/', '12/09//')).toBe('12/09/');
    expect(maskDateTyping('12/09/2026', '12/09/20261')).toBe('12/09/2026');
  });
});

describe('time text', () => {
  it('reads a 24 h time in the usual shapes, never as 12 h', () => {
    expect(parseTimeText('17:00')).toBe('17:00');
    expect(parseTimeText('8:30')).toBe('08:30');
    expect(parseTimeText('0830')).toBe('08:30');
    expect(parseTimeText('830')).toBe('08:30');
    expect(parseTimeText('8.30')).toBe('08:30');
    expect(parseTimeText('8h30')).toBe('08:30');
    expect(parseTimeText('5')).toBe('05:00');
    expect(parseTimeText('17:')).toBe('17:00');
    expect(parseTimeText('24:00')).toBeNull();
    expect(parseTimeText('12:60')).toBeNull();
    expect(parseTimeText('5 PM')).toBeNull();
  });

  it('adds the colon while typing forwards', () => {
    expect(maskTimeTyping('0', '08')).toBe('08:');
    expect(maskTimeTyping('08', '083')).toBe('08:3');
    expect(maskTimeTyping('08:', '08')).toBe('08');
    expect(maskTimeTyping('08:', '08::')).toBe('08:');
  });

  it('steps around midnight', () => {
    expect(stepTime('23:50', 15)).toBe('00:05');
    expect(stepTime('00:00', -15)).toBe('23:45');
    expect(stepTime('', 15)).toBe('00:15');
  });
});
