/** The character classes of the generator; look-alikes (l, I, O, 0, 1) are kept: length wins. */
export const CHARACTER_CLASSES = {
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  symbols: '!@#$%^&*()-_=+[]{};:,.?/~',
} as const;
export type CharacterClass = keyof typeof CHARACTER_CLASSES;

export const GENERATED_MIN = 8;
export const GENERATED_MAX = 128;
export const GENERATED_DEFAULT = 20;

export type GeneratorOptions = { length: number; classes: CharacterClass[] };

/** Random bytes from the browser's CSPRNG (`crypto.getRandomValues`). */
export type RandomSource = (bytes: Uint32Array) => Uint32Array;
const cryptoSource: RandomSource = (bytes) => crypto.getRandomValues(bytes);

const RANGE = 2 ** 32;

/**
 * A uniform whole number in [0, n): rejection sampling over 32-bit values, so that no value is
 * likelier than another (a plain `% n` favours the low ones when 2^32 is not a multiple of n).
 */
export function uniformBelow(n: number, random: RandomSource = cryptoSource): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`n fuera de rango: ${n}`);
  const limit = RANGE - (RANGE % n);
  const word = new Uint32Array(1);
  for (;;) {
    const value = random(word)[0]!;
    if (value < limit) return value % n;
  }
}

/**
 * A password of `length` characters drawn uniformly from the chosen classes, with at least one of
 * each chosen class (at random places: a Fisher-Yates shuffle with the same unbiased draws).
 */
export function generatePassword(
  { length, classes }: GeneratorOptions,
  random: RandomSource = cryptoSource,
): string {
  const chosen = [...new Set(classes)];
  if (chosen.length === 0) throw new RangeError('Elige al menos un tipo de carácter');
  const size = Math.min(GENERATED_MAX, Math.max(GENERATED_MIN, Math.trunc(length)));
  const pool = chosen.map((name) => CHARACTER_CLASSES[name]).join('');
  const pick = (alphabet: string) => alphabet[uniformBelow(alphabet.length, random)]!;
  const characters = chosen.map((name) => pick(CHARACTER_CLASSES[name]));
  while (characters.length < size) characters.push(pick(pool));
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = uniformBelow(i + 1, random);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  return characters.join('');
}
