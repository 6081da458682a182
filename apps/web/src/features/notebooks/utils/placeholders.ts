/**
 * Placeholders of a template: `{{nombre}}` (spaces inside the braces allowed: `{{ nombre }}`).
 * A name is letters, digits, `_`, `.` or `-`; the same name twice is one field.
 */
const PLACEHOLDER = /\{\{\s*([\p{L}\p{N}_.-]+)\s*\}\}/gu;

/** The names of a text's placeholders, once each, in the order they first appear. */
export function placeholderNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** The text with each placeholder given a value replaced by it; the others are left as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value ? value : whole;
  });
}
