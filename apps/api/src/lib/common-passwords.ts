import { readFileSync } from 'node:fs';

/**
 * The 10,000 most common passwords of at least 8 characters (lower-cased), from a public
 * leaked-password ranking, plus common Spanish ones. Bundled so the check needs no network.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean),
);
