import type { Db } from '../../db/client';
import type { Keyring } from '../../lib/sealed-box';
import { sealPassword } from './notebook-passwords';
import { insertNotebook, nextNotebookId, type NotebookValues } from './notebooks.repository';

/**
 * What other parts may use of the shared managers (decision 018): the keyring of the mailbox
 * passwords and a way to write an item with its password sealed (the demo's data, the tests'
 * factory).
 */
export { appNotebookKeyring, notebookKeyring, openPassword } from './notebook-passwords';

export type NotebookItemValues = Omit<NotebookValues, 'passwordSealed' | 'passwordKeyId'> & {
  /** a mailbox's password in clear: sealed to the new row before it is written */
  password?: string;
};

/**
 * Writes one item (a mailbox's password sealed to its id) and returns its id; the keyring is
 * needed only for a password.
 */
export async function insertNotebookItem(
  db: Db,
  keyring: Keyring | undefined,
  { password, ...values }: NotebookItemValues,
): Promise<number> {
  if (password !== undefined && !keyring) throw new Error('a mailbox password needs the keyring');
  const id = await nextNotebookId(db);
  await insertNotebook(db, id, {
    ...values,
    ...(password !== undefined && sealPassword(keyring!, id, password)),
  });
  return id;
}
