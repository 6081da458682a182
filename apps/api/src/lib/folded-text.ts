import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The text filters of the lists: part of a column, ignoring case and accents, through the
 * database's fold_text() (migration 0010), so that 'garcia' finds 'García'.
 */

/** `%`, `_` and `\` of a user's text, escaped for LIKE (PostgreSQL's default escape is `\`). */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Part of any of these columns, ignoring case and accents (fold_text, migration 0010). */
export function foldedContains(columns: readonly (AnyColumn | SQL)[], text: string): SQL {
  const pattern = likeEscape(text);
  const conditions = columns.map(
    (column) => sql`fold_text(${column}) like '%' || fold_text(${pattern}) || '%'`,
  );
  return or(...conditions)!;
}
