import { format, isValid, parseISO } from 'date-fns';

const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const groupedNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** `1234.5` → `$1,234.50` (SPEC §9: USD in en-US format). */
export function formatMoney(value: number | string | null | undefined): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return '—';
  return moneyFormat.format(number);
}

/** `1234.5` → `1,234.5`: thousands separators, at most two decimals, no currency sign. */
export function formatAmount(value: number): string {
  return groupedNumber.format(value);
}

/** `'1,234.56'` → `1234.56`; blank or unreadable text → `null`. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[^0-9.-]/g, '');
  if (cleaned === '' || cleaned === '-' || cleaned === '.') return null;
  const number = Number(cleaned);
  return Number.isFinite(number) ? Math.round(number * 100) / 100 : null;
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** An ISO timestamp or a plain `YYYY-MM-DD` date → `DD/MM/YYYY`. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy') : '—';
}

/** An ISO timestamp → `DD/MM/YYYY HH:mm`. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy HH:mm') : '—';
}
