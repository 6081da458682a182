import { formatDateTime } from '../../../lib/company-time';
import { sessionMessages as text } from './session-messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A session's last activity as 'Mi cuenta' says it: 'Ahora mismo', 'Hace 5 min', 'Hace 3 h' within
 * the day, else `DD/MM/YYYY HH:mm` in the company's zone.
 */
export function lastSeenText(value: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  if (Number.isNaN(elapsed)) return formatDateTime(value);
  if (elapsed < MINUTE) return text.justNow;
  if (elapsed < HOUR) return `Hace ${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < 24 * HOUR) return `Hace ${Math.floor(elapsed / HOUR)} h`;
  return formatDateTime(value);
}
