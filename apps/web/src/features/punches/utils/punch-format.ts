const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The wall-clock parts of an API timestamp (ISO 8601 with the company's offset), read from the
 * text itself: punch times are shown as the company's clock wrote them, never in the browser's zone.
 */
function wallClock(iso: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(iso);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00'] = match;
  return { year, month, day, hour, minute, second };
}

/** `DD/MM/YYYY HH:mm` (SPEC §2 info modal); '—' when unreadable. */
export function punchDateTime(iso: string | null | undefined, fallback = '—'): string {
  const parts = iso ? wallClock(iso) : null;
  return parts
    ? `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
    : fallback;
}

/** `DD-MM-YYYY HH:mm` (SPEC §2 'Hora de entrada:'). */
export function punchDateTimeDashed(iso: string | null | undefined, fallback = '—'): string {
  const parts = iso ? wallClock(iso) : null;
  return parts
    ? `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`
    : fallback;
}

/** `DD/MM/YYYY` of a timestamp or of a calendar-day number `YYYYMMDD`. */
export function punchDate(value: string | number): string {
  const text = String(value);
  if (/^\d{8}$/.test(text)) return `${text.slice(6, 8)}/${text.slice(4, 6)}/${text.slice(0, 4)}`;
  const parts = wallClock(text);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : '—';
}

/** `HH:mm:ss` of a timestamp (the start time of an active break). */
export function punchClockTime(iso: string): string {
  const parts = wallClock(iso);
  return parts ? `${parts.hour}:${parts.minute}:${parts.second}` : '—';
}

/** A running timer: milliseconds → `HH:MM:SS` (hours keep counting past 24; negatives are 0). */
export function formatElapsed(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

/** Hours with 2 decimals and 'h' (SPEC §9): `8.5` → `8.50h`. */
export function formatHours(hours: number): string {
  return `${(Math.round(hours * 100) / 100).toFixed(2)}h`;
}

/** Hours as `Xh Ym`: `8.5` → `8h 30m`. */
export function formatHoursMinutes(hours: number): string {
  const minutes = Math.max(0, Math.round(hours * 60));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** A signed difference: `+0.50h`, `-0.25h`, `0.00h`. */
export function formatSignedHours(hours: number): string {
  const rounded = Math.round(hours * 100) / 100;
  return `${rounded > 0 ? '+' : ''}${formatHours(rounded)}`;
}

/** Gross hours between two timestamps (null while one is missing). */
export function hoursBetween(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  const ms = Date.parse(end) - Date.parse(start);
  return Number.isFinite(ms) ? ms / 3_600_000 : null;
}

/** `HH:mm` of a timestamp, from the text the API wrote (the company's clock). */
export function punchTime(iso: string | null | undefined, fallback = '—'): string {
  const parts = iso ? wallClock(iso) : null;
  return parts ? `${parts.hour}:${parts.minute}` : fallback;
}

/** A shift as `08:00 – 16:00`; one that ends on a later day gets ` (+1)`. */
export function shiftSpan(shift: { startDateTime: string; endDateTime: string }): string {
  const start = wallClock(shift.startDateTime);
  const end = wallClock(shift.endDateTime);
  if (!start || !end) return '—';
  const nextDay = `${end.year}${end.month}${end.day}` > `${start.year}${start.month}${start.day}`;
  return `${start.hour}:${start.minute} – ${end.hour}:${end.minute}${nextDay ? ' (+1)' : ''}`;
}

/** `HH:mm` of a punch time, with ` (+1)` when it falls after the punch's day (a night shift's exit). */
export function punchTimeOfDay(iso: string, calendarDateId: number): string {
  const parts = wallClock(iso);
  if (!parts) return '—';
  const later = Number(`${parts.year}${parts.month}${parts.day}`) > calendarDateId;
  return `${parts.hour}:${parts.minute}${later ? ' (+1)' : ''}`;
}
