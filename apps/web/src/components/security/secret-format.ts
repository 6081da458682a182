/** A base32 secret in groups of four ('JBSW Y3DP EHPK 3PXP'), to be typed by hand without losing one's place. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  ).join(' ');
}

/** The .txt of the recovery codes: a header, a blank line, one code a line. */
export function recoveryCodesText(header: string, codes: readonly string[]): string {
  return `${header}\n\n${codes.join('\n')}\n`;
}
