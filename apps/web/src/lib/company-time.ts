/**
 * The company's time zone (APP_TIME_ZONE), learnt from `/api/auth/me` at start. Calendar 'today'
 * follows it, so a manager travelling abroad still sees the company's day. Until it is known, the
 * browser's zone stands in.
 */
let companyZone: string | undefined;

export function setCompanyTimeZone(zone: string) {
  companyZone = zone;
}

/** The formatter of the zone last asked for: building one costs far more than using it. */
let dayFormat: { zone: string | undefined; format: Intl.DateTimeFormat } | undefined;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date-time formatter of the company's zone for a locale and options, made once per zone: a
 * clock that ticks every second must not build its formatters every second.
 */
export function companyDateFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  const key = `${locale}|${companyZone ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: companyZone });
    formats.set(key, format);
  }
  return format;
}

/** Today's date (`YYYY-MM-DD`) in the company's zone. */
export function companyToday(now = new Date()): string {
  if (!dayFormat || dayFormat.zone !== companyZone) {
    // en-CA formats as YYYY-MM-DD.
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: companyZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormat = { zone: companyZone, format };
  }
  return dayFormat.format.format(now);
}

/** The company's zone once known (undefined: the browser's zone stands in). */
export function companyTimeZone(): string | undefined {
  return companyZone;
}

/** Today as the calendar-day number the API uses (`YYYYMMDD`), in the company's zone. */
export function companyTodayId(now = new Date()): number {
  return Number(companyToday(now).replaceAll('-', ''));
}
