/**
 * Who sees and does what with an item (DECISIONS §8): its owner and the users it is shared with
 * see it, whatever their role, admins included (no admin bypass); only the owner changes, deletes
 * and shares it (403 for a recipient); for anyone else it does not exist (404 with the manager's
 * text, the same answer as an id that was never used).
 */
import { NOTEBOOK_TEXTS } from '@app/contract/notebooks';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { notebooks } from '../../db/schema/index';
import {
  notebooksTestKit,
  type NotebooksKit,
  type Session,
} from '../../../test/kits/notebooks-test-kit';

let k: NotebooksKit;
beforeAll(async () => {
  k = await notebooksTestKit();
});
afterAll(() => k.close());

type Person = 'owner' | 'recipient' | 'stranger' | 'admin' | 'office';
const PEOPLE: readonly Person[] = ['owner', 'recipient', 'stranger', 'admin', 'office'];
type Action = 'list' | 'secret' | 'patch' | 'delete' | 'share' | 'reveals';

/** Per action, what each person gets: a status (the list: 200 with the item, or without it). */
// prettier-ignore
const EXPECTED: Record<Action, Record<Person, number | 'sees' | 'hidden'>> = {
  list:    { owner: 'sees', recipient: 'sees', stranger: 'hidden', admin: 'hidden', office: 'hidden' },
  secret:  { owner: 200,    recipient: 200,    stranger: 404,      admin: 404,      office: 404 },
  patch:   { owner: 200,    recipient: 403,    stranger: 404,      admin: 404,      office: 404 },
  delete:  { owner: 200,    recipient: 403,    stranger: 404,      admin: 404,      office: 404 },
  share:   { owner: 200,    recipient: 403,    stranger: 404,      admin: 404,      office: 404 },
  reveals: { owner: 200,    recipient: 403,    stranger: 404,      admin: 404,      office: 404 },
};

const session = (person: Person): Session => k[person];

/** A mailbox of the owner shared with the recipient, fresh for each cell. */
const sharedMailbox = () =>
  k.item({ type: 'email', password: 'Buzón-Secreto-1', sharedWith: [k.recipient.id] });

/** Everything an action could change about an item: its row, its shares, its reveals. */
async function stateOf(id: number) {
  const [row] = await k.db.select().from(notebooks).where(eq(notebooks.id, id));
  const result = (await k.db.execute(sql`select
      (select string_agg(user_id::text, ',' order by user_id) from notebook_shares where notebook_id = ${id}) as shares,
      (select count(*)::int from notebook_reveals where notebook_id = ${id}) as reveals`)) as {
    rows: unknown[];
  };
  return { row, ...(result.rows[0] as object) };
}

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: unknown };

function request(action: Exclude<Action, 'list'>, id: number): Call {
  switch (action) {
    case 'secret':
      return { method: 'GET', url: `/api/notebooks/${id}/secret?type=email` };
    case 'patch':
      return {
        method: 'PATCH',
        url: `/api/notebooks/${id}`,
        payload: { type: 'email', title: 'Cambiado' },
      };
    case 'delete':
      return { method: 'DELETE', url: `/api/notebooks/${id}?type=email` };
    case 'share':
      return {
        method: 'POST',
        url: `/api/notebooks/${id}/share?type=email`,
        payload: { userIds: [k.stranger.id] },
      };
    case 'reveals':
      return { method: 'GET', url: `/api/notebooks/${id}/reveals` };
  }
}

/** Does `action` on item `id` as `who` (null: anonymous). */
function act(who: Session | null, action: Exclude<Action, 'list'>, id: number) {
  const { method, url, payload } = request(action, id);
  return k.call(who, method, url, payload);
}

describe('the visibility matrix', () => {
  it.each(PEOPLE)('list: %s', async (person) => {
    const { id } = await sharedMailbox();
    const page = await k.list(session(person), 'type=email&limit=100');
    const ids = page.data.map((item) => item.id);
    if (EXPECTED.list[person] === 'sees') expect(ids).toContain(id);
    else expect(ids).not.toContain(id);
    // Every item a person sees is their own or shared with them, whatever their role.
    const rows = await k.db.execute(sql`select n.id from notebooks n where n.type = 'email'
      and (n.owner_id = ${session(person).id} or exists (select 1 from notebook_shares s
        where s.notebook_id = n.id and s.user_id = ${session(person).id}))`);
    const visible = (rows as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    expect(page.totalItems).toBe(visible.length);
    expect([...ids].sort()).toEqual([...visible].sort());
  });

  for (const action of ['secret', 'patch', 'delete', 'share', 'reveals'] as const) {
    it.each(PEOPLE)(`${action}: %s`, async (person) => {
      const { id } = await sharedMailbox();
      const before = await stateOf(id);
      const expected = EXPECTED[action][person] as number;
      const response = await act(session(person), action, id);
      if (expected === 200) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ success: true });
        return;
      }
      expectErrorBody(response, {
        status: expected,
        code: expected === 403 ? 'FORBIDDEN' : 'NOT_FOUND',
        message: expected === 403 ? NOTEBOOK_TEXTS.onlyOwner : 'Correo no encontrado',
      });
      expect(await stateOf(id)).toEqual(before);
    });
  }

  it('answers an item one may not see exactly as an id that was never used', async () => {
    const { id } = await sharedMailbox();
    const [{ max }] = (
      (await k.db.execute(sql`select max(id)::int as max from notebooks`)) as {
        rows: { max: number }[];
      }
    ).rows as [{ max: number }];
    const unused = max + 1000;
    for (const action of ['secret', 'patch', 'delete', 'share', 'reveals'] as const) {
      const hidden = await act(k.stranger, action, id);
      const never = await act(k.stranger, action, unused);
      expect(hidden.statusCode, action).toBe(404);
      expect(hidden.body, action).toBe(never.body);
    }
  });

  it('a 404 names the manager asked for: links and templates too', async () => {
    const link = await k.item({ type: 'link' });
    const template = await k.item({ type: 'template' });
    expectErrorBody(
      await k.call(k.admin, 'PATCH', `/api/notebooks/${link.id}`, { type: 'link', title: 'x' }),
      { status: 404, message: 'Link no encontrado' },
    );
    expectErrorBody(
      await k.call(k.office, 'DELETE', `/api/notebooks/${template.id}?type=template`),
      {
        status: 404,
        message: 'Plantilla no encontrada',
      },
    );
    // The owner asking for the wrong manager finds nothing either, and changes nothing.
    expectErrorBody(await k.call(k.owner, 'DELETE', `/api/notebooks/${link.id}?type=template`), {
      status: 404,
      message: 'Plantilla no encontrada',
    });
    expectErrorBody(
      await k.call(k.owner, 'PATCH', `/api/notebooks/${template.id}`, {
        type: 'email',
        title: 'x',
      }),
      { status: 404, message: 'Correo no encontrado' },
    );
    expect((await k.list(k.owner, 'type=link&limit=100')).data.map((i) => i.id)).toContain(link.id);
  });

  it('a share or delete sent without a type answers the common not-found text', async () => {
    const { id } = await sharedMailbox();
    for (const [method, url] of [
      ['POST', `/api/notebooks/${id}/share`],
      ['DELETE', `/api/notebooks/${id}`],
    ] as const) {
      expectErrorBody(
        await k.call(k.admin, method, url, method === 'POST' ? { userIds: [] } : undefined),
        {
          status: 404,
          message: 'Recurso no encontrado',
        },
      );
    }
    // The owner needs no type.
    const shared = await k.call(k.owner, 'POST', `/api/notebooks/${id}/share`, { userIds: [] });
    expect(shared.json()).toMatchObject({ message: 'Correo compartido correctamente' });
    const removed = await k.call(k.owner, 'DELETE', `/api/notebooks/${id}`);
    expect(removed.json()).toEqual({ success: true, message: 'Correo eliminado correctamente' });
  });

  it('anonymous callers get 401 on every call', async () => {
    const { id } = await sharedMailbox();
    for (const action of ['secret', 'patch', 'delete', 'share', 'reveals'] as const) {
      expectErrorBody(await act(null, action, id), {
        status: 401,
      });
    }
    expectErrorBody(await k.call(null, 'GET', '/api/notebooks?type=email'), { status: 401 });
  });
});
