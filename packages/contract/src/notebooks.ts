import { z } from 'zod';
import {
  emailSchema,
  itemResponse,
  listQuery,
  listResponse,
  NUL_CHARACTER,
  optionalText,
  REQUIRED,
  requiredText,
} from './common';
import {
  blankIsUnset,
  checkDateRange,
  dateFilter,
  FILTER_TEXTS,
  ID_MAX,
  idFilter,
  isBlank,
  textFilter,
} from './filters';
import { SUB_CATEGORY_FEATURES, type SubCategoryFeature } from './sub-categories';

/**
 * The three shared managers (SPEC §7 'Notebooks', DECISIONS §8): mailbox credentials, links and
 * text templates, one back end with a `type`. An item is visible to its owner and to whom it is
 * shared with; only the owner edits, deletes and shares. Mailbox passwords never appear in a
 * list: `GET /notebooks/{id}/secret?type=email` gives one, and each read is recorded.
 */

export const NOTEBOOK_TYPES = SUB_CATEGORY_FEATURES;
export type NotebookType = SubCategoryFeature;

/** SPEC §8 success texts and the not-found text of each manager. */
export const NOTEBOOK_TYPE_TEXTS = {
  email: {
    created: 'Correo creado correctamente',
    updated: 'Correo actualizado correctamente',
    deleted: 'Correo eliminado correctamente',
    shared: 'Correo compartido correctamente',
    notFound: 'Correo no encontrado',
  },
  link: {
    created: 'Link creado correctamente',
    updated: 'Link actualizado correctamente',
    deleted: 'Link eliminado correctamente',
    shared: 'Link compartido correctamente',
    notFound: 'Link no encontrado',
  },
  template: {
    created: 'Plantilla creada correctamente',
    updated: 'Plantilla actualizada correctamente',
    deleted: 'Plantilla eliminada correctamente',
    shared: 'Plantilla compartida correctamente',
    notFound: 'Plantilla no encontrada',
  },
} as const satisfies Record<NotebookType, Record<string, string>>;

export const NOTEBOOK_TEXTS = {
  ...FILTER_TEXTS,
  badType: 'Tipo inválido: usa email, link o template',
  /** SPEC §6: only the owner shares, edits or deletes */
  onlyOwner: 'No tienes permisos para compartir, editar o eliminar',
  badUrl: 'URL inválida',
  subCategoryMissing: 'La subcategoría no existe',
  subCategoryOtherType: 'La subcategoría no pertenece a este gestor',
  shareUnknownUsers: 'Solo se puede compartir con usuarios activos',
  tooManyShares: 'Máximo 500 usuarios por elemento',
  noChanges: 'No hay cambios para guardar',
  noSecret: 'Solo los correos tienen contraseña',
} as const;

export const NOTEBOOK_TITLE_MAX = 200;
export const NOTEBOOK_DESCRIPTION_MAX = 1000;
export const NOTEBOOK_TEXT_MAX = 20_000;
export const NOTEBOOK_PASSWORD_MAX = 500;
export const NOTEBOOK_LINK_MAX = 2000;
export const NOTEBOOK_SHARES_MAX = 500;

export const notebookTypeSchema = z.enum(NOTEBOOK_TYPES, { error: NOTEBOOK_TEXTS.badType });

/**
 * A link as SPEC §5 checks it: with http or https it must parse as a URL; without a scheme it must
 * look like a domain with an ending of two or more letters, and gets `https://` (DECISIONS §8).
 * Any other scheme is refused. Returns the address to store and open, or null.
 */
export function normalizeLink(value: string): string | null {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return null;
  // `empresa.es:8443/x` is a domain with a port, not the scheme `empresa.es`.
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d+([/?#]|$))/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return null;
  if (!hasScheme && !/^[^/?#:]+\.[a-z]{2,}(:\d+)?([/?#].*)?$/i.test(text)) return null;
  const candidate = hasScheme ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return candidate;
  } catch {
    return null;
  }
}

export const linkSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(NOTEBOOK_LINK_MAX, `Máximo ${NOTEBOOK_LINK_MAX} caracteres`)
  .transform((value, ctx) => {
    const link = normalizeLink(value);
    if (link === null) {
      ctx.addIssue({ code: 'custom', message: NOTEBOOK_TEXTS.badUrl });
      return z.NEVER;
    }
    return link;
  });

/** A mailbox password: kept exactly as typed (spaces included), not blank, bounded. */
export const mailboxPasswordSchema = z
  .string({ error: REQUIRED })
  .max(NOTEBOOK_PASSWORD_MAX, `Máximo ${NOTEBOOK_PASSWORD_MAX} caracteres`)
  .refine((value) => value.trim() !== '', REQUIRED)
  .refine((value) => !value.includes('\u0000'), NUL_CHARACTER);

/** A sub-category chosen for an item: an id, or blank / null for none (SPEC §5). */
export const subCategoryRefSchema = z.preprocess(
  (value) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value),
  z.coerce
    .number({ error: NOTEBOOK_TEXTS.subCategoryMissing })
    .int(FILTER_TEXTS.badId)
    .positive(FILTER_TEXTS.badId)
    .max(ID_MAX, FILTER_TEXTS.badId)
    .nullable(),
);

const userRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NotebookUserRef = z.infer<typeof userRefSchema>;

/** What every item carries (SPEC §3), with names for the tables. */
const itemBase = {
  id: z.number().int(),
  title: z.string(),
  subCategoryId: z.number().int().nullable(),
  subCategory: z.object({ id: z.number().int(), value: z.string() }).nullable(),
  /** the owner's id (SPEC §3 `userId`) */
  userId: z.number().int(),
  owner: userRefSchema,
  /** whether the caller owns it: only the owner edits, deletes and shares */
  isOwner: z.boolean(),
  /** the ids it is shared with; shown to the owner only (empty for a recipient) */
  sharedWith: z.array(z.number().int()),
  sharedWithUsers: z.array(userRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const emailItemSchema = z.object({
  ...itemBase,
  type: z.literal('email'),
  email: z.string(),
});
export const linkItemSchema = z.object({
  ...itemBase,
  type: z.literal('link'),
  link: z.string(),
  description: z.string(),
});
export const templateItemSchema = z.object({
  ...itemBase,
  type: z.literal('template'),
  description: z.string(),
  text: z.string(),
});
export const notebookSchema = z.discriminatedUnion('type', [
  emailItemSchema,
  linkItemSchema,
  templateItemSchema,
]);
export type EmailItem = z.infer<typeof emailItemSchema>;
export type LinkItem = z.infer<typeof linkItemSchema>;
export type TemplateItem = z.infer<typeof templateItemSchema>;
export type Notebook = z.infer<typeof notebookSchema>;

const title = requiredText(NOTEBOOK_TITLE_MAX);
const description = optionalText(NOTEBOOK_DESCRIPTION_MAX);
const templateText = requiredText(NOTEBOOK_TEXT_MAX);

/**
 * POST /notebooks `{ type, …fields }` (SPEC §7): email `{ title, email, password, subCategoryId }`;
 * link `{ title, link, description, subCategoryId }`; template `{ title, description, text,
 * subCategoryId }` (the `userId` the seed's client sends is ignored: the owner is the caller).
 */
export const createNotebookSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('email'),
      title,
      email: emailSchema,
      password: mailboxPasswordSchema,
      subCategoryId: subCategoryRefSchema.optional(),
    }),
    z.object({
      type: z.literal('link'),
      title,
      link: linkSchema,
      description: description.optional(),
      subCategoryId: subCategoryRefSchema.optional(),
    }),
    z.object({
      type: z.literal('template'),
      title,
      description: requiredText(NOTEBOOK_DESCRIPTION_MAX),
      text: templateText,
      subCategoryId: subCategoryRefSchema.optional(),
    }),
  ],
  { error: NOTEBOOK_TEXTS.badType },
);
export type CreateNotebookInput = z.input<typeof createNotebookSchema>;
export type CreateNotebook = z.output<typeof createNotebookSchema>;

const anyChange = (value: Record<string, unknown>) =>
  Object.entries(value).some(([key, field]) => key !== 'type' && field !== undefined);

/**
 * PATCH /notebooks/{id} `{ type, …fields }`: any of the fields; one left out keeps its value, so a
 * client may send back the item it read (which has no password). An email's title may be cleared
 * (SPEC §5: optional on edit).
 */
export const updateNotebookSchema = z.discriminatedUnion(
  'type',
  [
    z
      .object({
        type: z.literal('email'),
        title: optionalText(NOTEBOOK_TITLE_MAX).optional(),
        email: emailSchema.optional(),
        password: mailboxPasswordSchema.optional(),
        subCategoryId: subCategoryRefSchema.optional(),
      })
      .refine(anyChange, { message: NOTEBOOK_TEXTS.noChanges }),
    z
      .object({
        type: z.literal('link'),
        title: title.optional(),
        link: linkSchema.optional(),
        description: description.optional(),
        subCategoryId: subCategoryRefSchema.optional(),
      })
      .refine(anyChange, { message: NOTEBOOK_TEXTS.noChanges }),
    z
      .object({
        type: z.literal('template'),
        title: title.optional(),
        description: requiredText(NOTEBOOK_DESCRIPTION_MAX).optional(),
        text: templateText.optional(),
        subCategoryId: subCategoryRefSchema.optional(),
      })
      .refine(anyChange, { message: NOTEBOOK_TEXTS.noChanges }),
  ],
  { error: NOTEBOOK_TEXTS.badType },
);
export type UpdateNotebookInput = z.input<typeof updateNotebookSchema>;
export type UpdateNotebook = z.output<typeof updateNotebookSchema>;

/** `?type=` of DELETE and of the secret: the item must be of that type (404 otherwise). */
export const notebookTypeQuerySchema = z.object({ type: blankIsUnset(notebookTypeSchema) });

/** all (own and shared with me), mine, shared (with me) */
export const NOTEBOOK_SCOPES = ['all', 'mine', 'shared'] as const;
export type NotebookScope = (typeof NOTEBOOK_SCOPES)[number];

export const notebookFilters = {
  type: notebookTypeSchema,
  title: textFilter,
  /** on the creation date, company zone (DECISIONS §8) */
  dateFrom: dateFilter,
  dateTo: dateFilter,
  subCategoryId: idFilter,
  scope: blankIsUnset(
    z.enum(NOTEBOOK_SCOPES, { error: 'Alcance inválido: usa all, mine o shared' }),
  ),
};
/** GET /notebooks?type=email&page=1&limit=10&title=&dateFrom=&dateTo=&subCategoryId=&scope= */
export const notebookListQuerySchema = listQuery(notebookFilters).superRefine(checkDateRange);
export type NotebookListQuery = z.output<typeof notebookListQuerySchema>;
export type NotebookListQueryInput = z.input<typeof notebookListQuerySchema>;

export const notebookListResponseSchema = listResponse(notebookSchema);
export type NotebookListResponse = z.infer<typeof notebookListResponseSchema>;
export const notebookItemResponseSchema = itemResponse(notebookSchema);
export type NotebookItemResponse = z.infer<typeof notebookItemResponseSchema>;

/** POST /notebooks/{id}/share `{ userIds }`: the whole list; an empty list unshares. */
export const shareNotebookSchema = z.object({
  userIds: z
    .array(
      z.coerce
        .number({ error: FILTER_TEXTS.badId })
        .int(FILTER_TEXTS.badId)
        .positive(FILTER_TEXTS.badId)
        .max(ID_MAX, FILTER_TEXTS.badId),
      { error: 'userIds debe ser una lista de usuarios' },
    )
    .max(NOTEBOOK_SHARES_MAX, NOTEBOOK_TEXTS.tooManyShares)
    .transform((ids) => [...new Set(ids)]),
});
export type ShareNotebookInput = z.input<typeof shareNotebookSchema>;

/** GET /notebooks/{id}/secret?type=email: the mailbox password, for the owner and recipients. */
export const notebookSecretResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ password: z.string() }),
});
export type NotebookSecretResponse = z.infer<typeof notebookSecretResponseSchema>;

/** GET /notebooks/{id}/reveals: who read the password when, newest first (the owner only). */
export const notebookRevealSchema = z.object({
  userId: z.number().int().nullable(),
  userName: z.string(),
  revealedAt: z.string(),
});
export type NotebookReveal = z.infer<typeof notebookRevealSchema>;
/** `type`, when sent, must be `email`: only mailboxes have a password, so only they have reads. */
export const notebookRevealsQuerySchema = listQuery({ type: blankIsUnset(notebookTypeSchema) });
export const notebookRevealsResponseSchema = listResponse(notebookRevealSchema);
export type NotebookRevealsResponse = z.infer<typeof notebookRevealsResponseSchema>;
