/**
 * Hours as every screen writes them (apps/web/src/lib/format.ts `formatHours`, issue 24), so a
 * worker can check the PDF against Gestión de Punches: `449` minutes → `7 h 29 min`, `19` →
 * `19 min`, `480` → `8 h`, zero always `0 min`, a negative one with '-'. The same rule as the web's,
 * kept here until the contract holds it (requested in notices); it takes whole minutes, so totals
 * are sums of minutes, never of rounded hours.
 */

/** A figure of the analysis (hours with 2 decimals) in whole minutes, as the screens round it. */
export const minutesOf = (hours: number) => Math.round(hours * 60);

/** `449` → `7 h 29 min`; `count` writes the hours (the company's number style: `1.234`). */
export function hoursText(minutes: number, count: (value: number) => string): string {
  const size = Math.abs(Math.round(minutes));
  if (size === 0) return '0 min';
  const whole = Math.floor(size / 60);
  const rest = size % 60;
  const text = [whole > 0 && `${count(whole)} h`, rest > 0 && `${rest} min`]
    .filter(Boolean)
    .join(' ');
  return minutes < 0 ? `-${text}` : text;
}

/** A difference with its sign: `+30 min`, `-1 h 15 min`, `0 min`. */
export function signedHoursText(minutes: number, count: (value: number) => string): string {
  const text = hoursText(minutes, count);
  return minutes > 0 && text !== '0 min' ? `+${text}` : text;
}
