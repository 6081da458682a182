/**
 * The file service under a burst: more punch-ins with photos at once than the pool has
 * connections. Each punch checks its photo inside its transaction; with the PostgreSQL store that
 * check must ask on the transaction's own connection, or every connection ends up waiting for
 * another (as a morning's wave of punch-ins once found in the benchmark).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngUpload } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a burst of punch-ins with photos', () => {
  it('records every one, more at once than the pool has connections', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => t.signIn('admin')));
    const keys = await Promise.all(
      people.map(async (person) => {
        const body = pngUpload('foto.png');
        const uploaded = await t.app.inject({
          method: 'POST',
          url: '/api/files/upload',
          headers: { ...person.headers, ...body.headers },
          payload: body.payload,
        });
        expect(uploaded.statusCode, uploaded.body).toBe(201);
        return uploaded.json<{ key: string }>().key;
      }),
    );
    // Admins punch in without a shift (DECISIONS §5): all at once.
    const answers = await Promise.all(
      people.map((person, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/punches/add',
          headers: person.headers,
          payload: { type: 'I', img: keys[i] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(people.map(() => 201));
  }, 60_000);
});
