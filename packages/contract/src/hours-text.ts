/**
 * Hours as the product writes them everywhere (screens, exports' text, the monthly record): whole
 * minutes → `7 h 29 min`, `19 min`, `8 h`; zero always `0 min`; a negative one with '-'.
 * `count` writes the whole hours in the company's number style (`1.234`).
 */
export function minutesText(minutes: number, count: (value: number) => string): string {
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
export function signedMinutesText(minutes: number, count: (value: number) => string): string {
  const text = minutesText(minutes, count);
  return minutes > 0 && text !== '0 min' ? `+${text}` : text;
}
