/**
 * Whatever a caller sends to the managers and their sub-categories, the answer is never a 5xx: a
 * body or query the contract refuses is a Spanish 400 and changes nothing; one it accepts is a
 * success, or a 4xx the rules give (a sub-category missing or of another manager, a share with a
 * user who cannot receive it, a duplicate sub-category) that changes nothing either.
 */
import {
  createNotebookSchema,
  NOTEBOOK_TEXTS,
  NOTEBOOK_TYPE_TEXTS,
  shareNotebookSchema,
  updateNotebookSchema,
} from '@app/contract/notebooks';
import {
  createSubCategorySchema,
  SUB_CATEGORY_TEXTS,
  updateSubCategorySchema,
} from '@app/contract/sub-categories';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectErrorBody } from '../../../test/api-checks';
import { badInputProperties } from '../../../test/body-properties';
import { insertSubCategory } from '../../../test/factories';
import { notebooksTestKit, type NotebooksKit } from '../../../test/kits/notebooks-test-kit';

let k: NotebooksKit;
let subs: { email: number; link: number; template: number };
let ids: { email: number; link: number; template: number; subCategory: number };
beforeAll(async () => {
  k = await notebooksTestKit();
  subs = {
    email: (await insertSubCategory(k.db, { feature: 'email' })).id,
    link: (await insertSubCategory(k.db, { feature: 'link' })).id,
    template: (await insertSubCategory(k.db, { feature: 'template' })).id,
  };
  ids = {
    email: (await k.item({ type: 'email', sharedWith: [k.recipient.id] })).id,
    link: (await k.item({ type: 'link' })).id,
    template: (await k.item({ type: 'template' })).id,
    subCategory: (await insertSubCategory(k.db, { feature: 'link', createdBy: k.owner.id })).id,
  };
});
afterAll(() => k.close());

/** Everything the managers' tables hold, summarised: a refused call leaves it as it was. */
async function state() {
  const result = await k.db.execute(sql`select
    (select count(*) || ':' || coalesce(max(updated_at)::text, '') || ':' || coalesce(sum(length(password_sealed)), 0) from notebooks) as notebooks,
    (select string_agg(notebook_id || '-' || user_id, ',' order by notebook_id, user_id) from notebook_shares) as shares,
    (select string_agg(id || '-' || value, ',' order by id) from sub_categories) as sub_categories,
    (select count(*) from notebook_reveals) as reveals`);
  return (result as { rows: unknown[] }).rows[0];
}

let sequence = 0;
type WriteRoute = {
  name: string;
  method: 'POST' | 'PATCH';
  url: () => string;
  schema: z.ZodType;
  valid: () => Record<string, unknown>;
  /** What a body the contract accepts may still be refused with (besides success). */
  refusals: RegExp;
};
const SUB_REFUSALS = new RegExp(
  `^(${NOTEBOOK_TEXTS.subCategoryMissing}|${NOTEBOOK_TEXTS.subCategoryOtherType})$`,
);
/** A change sent with another manager's type finds no such item there: 404 with that text. */
const PATCH_REFUSALS = new RegExp(
  `^(${NOTEBOOK_TEXTS.subCategoryMissing}|${NOTEBOOK_TEXTS.subCategoryOtherType}|` +
    `${Object.values(NOTEBOOK_TYPE_TEXTS)
      .map((texts) => texts.notFound)
      .join('|')})$`,
);
const WRITES: WriteRoute[] = [
  {
    name: 'POST /api/notebooks (email)',
    method: 'POST',
    url: () => '/api/notebooks',
    schema: createNotebookSchema,
    valid: () => ({
      type: 'email',
      title: 'Buzón',
      email: 'buzon@empresa.example',
      password: 'Clave-Difusa-1',
      subCategoryId: subs.email,
    }),
    refusals: SUB_REFUSALS,
  },
  {
    name: 'POST /api/notebooks (link)',
    method: 'POST',
    url: () => '/api/notebooks',
    schema: createNotebookSchema,
    valid: () => ({
      type: 'link',
      title: 'Portal',
      link: 'portal.example',
      description: 'Acceso',
      subCategoryId: subs.link,
    }),
    refusals: SUB_REFUSALS,
  },
  {
    name: 'POST /api/notebooks (template)',
    method: 'POST',
    url: () => '/api/notebooks',
    schema: createNotebookSchema,
    valid: () => ({
      type: 'template',
      title: 'Saludo',
      description: 'Primer contacto',
      text: 'Hola {{nombre}}',
      subCategoryId: null,
    }),
    refusals: SUB_REFUSALS,
  },
  {
    name: 'PATCH /api/notebooks/:id (email)',
    method: 'PATCH',
    url: () => `/api/notebooks/${ids.email}`,
    schema: updateNotebookSchema,
    valid: () => ({ type: 'email', title: 'Otro', password: 'Otra-Clave', subCategoryId: null }),
    refusals: PATCH_REFUSALS,
  },
  {
    name: 'PATCH /api/notebooks/:id (link)',
    method: 'PATCH',
    url: () => `/api/notebooks/${ids.link}`,
    schema: updateNotebookSchema,
    valid: () => ({ type: 'link', link: 'https://otro.example', subCategoryId: subs.link }),
    refusals: PATCH_REFUSALS,
  },
  {
    name: 'PATCH /api/notebooks/:id (template)',
    method: 'PATCH',
    url: () => `/api/notebooks/${ids.template}`,
    schema: updateNotebookSchema,
    valid: () => ({ type: 'template', text: 'Adiós {{nombre}}', description: 'Cierre' }),
    refusals: PATCH_REFUSALS,
  },
  {
    name: 'POST /api/notebooks/:id/share',
    method: 'POST',
    url: () => `/api/notebooks/${ids.email}/share`,
    schema: shareNotebookSchema,
    valid: () => ({ userIds: [k.recipient.id] }),
    refusals: new RegExp(`^${NOTEBOOK_TEXTS.shareUnknownUsers}$`),
  },
  {
    name: 'POST /api/sub-categories',
    method: 'POST',
    url: () => '/api/sub-categories',
    schema: createSubCategorySchema,
    valid: () => ({ value: `Difusa ${++sequence}`, feature: 'email' }),
    refusals: new RegExp(`^${SUB_CATEGORY_TEXTS.duplicated}$`),
  },
  {
    name: 'PATCH /api/sub-categories/:id',
    method: 'PATCH',
    url: () => `/api/sub-categories/${ids.subCategory}`,
    schema: updateSubCategorySchema,
    valid: () => ({ value: `Renombrada ${++sequence}` }),
    refusals: new RegExp(`^${SUB_CATEGORY_TEXTS.duplicated}$`),
  },
];

const TEXTS = [
  '\u0000',
  "'; DROP TABLE notebooks; --",
  'Ñandú 🚀',
  'javascript:alert(1)',
  'ftp://archivos.example',
  'https://',
  '{{nombre}}',
  '%_\\',
  '1e3',
  '0x10',
  'email',
  'link',
];

for (const route of WRITES) {
  describe(route.name, () => {
    badInputProperties(route, {
      texts: TEXTS,
      send: (body) =>
        k.app.inject({
          method: route.method,
          url: route.url(),
          headers: { ...k.owner.headers, 'content-type': 'application/json' },
          body,
        }),
      refused: (response) =>
        expectErrorBody(response, { status: [400, 404, 409], message: route.refusals }),
      accepted: (response) => expect(response.body).not.toMatch(/Clave-Difusa-1|Otra-Clave/),
      state,
    });
  });
}

/** Each query the managers read, with the keys it knows (others are ignored). */
const QUERIES: { method: 'GET' | 'DELETE'; url: () => string; keys: string[] }[] = [
  {
    method: 'GET',
    url: () => '/api/notebooks',
    keys: ['type', 'page', 'limit', 'title', 'dateFrom', 'dateTo', 'subCategoryId', 'scope'],
  },
  { method: 'GET', url: () => '/api/sub-categories', keys: ['feature'] },
  { method: 'GET', url: () => `/api/notebooks/${ids.email}/reveals`, keys: ['page', 'limit'] },
  { method: 'GET', url: () => `/api/notebooks/${ids.email}/secret`, keys: ['type'] },
  { method: 'DELETE', url: () => `/api/notebooks/${ids.link}`, keys: ['type'] },
];

describe('queries and paths', () => {
  it('never answer a 5xx to arbitrary query strings (property)', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.constantFrom(...TEXTS, 'template', 'mine', 'shared', '2026-02-30', '1999-01-01'),
    );
    const cases = fc
      .constantFrom(...QUERIES)
      .chain((query) =>
        fc.tuple(fc.constant(query), fc.dictionary(fc.constantFrom(...query.keys), value)),
      );
    await fc.assert(
      fc.asyncProperty(cases, async ([query, entries]) => {
        const url = `${query.url()}?${new URLSearchParams(entries).toString()}`;
        const before = await state();
        const response = await k.call(k.owner, query.method, url);
        expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expectErrorBody(response, { status: [400, 404] });
          expect(await state()).toEqual(before);
        } else if (query.method === 'DELETE') {
          ids.link = (await k.item({ type: 'link' })).id; // the next runs need one to delete
        }
      }),
      { numRuns: 150 },
    );
  });

  it('refuses bad path ids with a Spanish 4xx', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999', '0x10', '1e3']) {
      for (const [method, url] of [
        ['DELETE', `/api/notebooks/${id}?type=email`],
        ['GET', `/api/notebooks/${id}/secret?type=email`],
        ['GET', `/api/notebooks/${id}/reveals`],
        ['DELETE', `/api/sub-categories/${id}`],
      ] as const) {
        expectErrorBody(await k.call(k.owner, method, url), { status: [400, 404] });
      }
      expectErrorBody(
        await k.call(k.owner, 'PATCH', `/api/notebooks/${id}`, { type: 'link', title: 'x' }),
        { status: [400, 404] },
      );
      expectErrorBody(
        await k.call(k.owner, 'POST', `/api/notebooks/${id}/share`, { userIds: [] }),
        { status: [400, 404] },
      );
    }
  });
});
