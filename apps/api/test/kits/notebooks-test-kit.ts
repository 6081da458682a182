import type { Notebook } from '@app/contract/notebooks';
import { insertNotebook } from '../factories';
import { createTestApp } from '../test-app';
import { sessionCall, type Method, type Session } from './session-call';
import { appNotebookKeyring } from '../../src/features/notebooks/notebooks.queries';

export type { Session } from './session-call';

/**
 * A test app with the five people of the visibility matrix (an owner, a recipient, a colleague it
 * is not shared with, an admin and an office worker, none of them sharing a role privilege over
 * the items) and call helpers, for the managers' tests.
 */
export async function notebooksTestKit(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  const people = {
    owner: await t.signIn('usuario', { name: 'Olga Dueña' }),
    recipient: await t.signIn('usuario', { name: 'Rita Receptora' }),
    stranger: await t.signIn('usuario', { name: 'Sara Ajena' }),
    admin: await t.signIn('admin', { name: 'Ana Administradora' }),
    office: await t.signIn('office', { name: 'Óscar Oficina' }),
  };
  const keyring = appNotebookKeyring(t.app.config);
  const call = sessionCall(t.app);
  /** The response's JSON after checking its status. */
  const ok = async <T = { data: unknown }>(
    session: Session,
    method: Method,
    url: string,
    payload?: unknown,
    status = method === 'POST' && !url.endsWith('/share') ? 201 : 200,
  ): Promise<T> => {
    const response = await call(session, method, url, payload);
    if (response.statusCode !== status) {
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    }
    return response.json<T>();
  };
  return {
    ...t,
    ...people,
    keyring,
    call,
    ok,
    /** An item written straight to the database (factories.ts), owned by the owner unless told. */
    item: (values: Partial<Parameters<typeof insertNotebook>[2]> = {}) =>
      insertNotebook(t.db, keyring, { ownerId: people.owner.id, ...values }),
    /** A page of a manager as `session` sees it. */
    async list(session: Session, query: string) {
      return ok<{ data: Notebook[]; totalItems: number }>(
        session,
        'GET',
        `/api/notebooks?${query}`,
      );
    },
  };
}
export type NotebooksKit = Awaited<ReturnType<typeof notebooksTestKit>>;
