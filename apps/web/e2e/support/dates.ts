import { addDays, startOfIsoWeek } from '@app/contract/dates';

/** Today's date in the company zone the e2e server runs in (Europe/Madrid). */
export function companyToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
}

/** The Monday of the week after the current one, and the days around it. */
export function nextWeek() {
  const monday = addDays(startOfIsoWeek(companyToday()), 7);
  return { monday, day: (offset: number) => addDays(monday, offset) };
}

/** `DD/MM/YYYY`, as the screens name dates for assistive technology. */
export const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');
