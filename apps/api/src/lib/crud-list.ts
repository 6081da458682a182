import { asc, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamSchema, itemResponse, listResponse, successSchema } from '@app/contract/common';
import type { Db } from '../db/client';
import type { Access } from './access';
import { conflict, notFound } from './app-error';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';
import { listSerializerCompiler } from './list-serializer';
import { pagedList } from './paged-list';

/** A configuration list: a table with an id and a unique (case-insensitive) name. */
type ListTable = PgTable & { id: PgColumn; name: PgColumn; updatedAt: PgColumn };

export type CrudTexts = {
  created: string;
  updated: string;
  deleted: string;
  notFound: string;
  duplicate: string;
  inUse: string;
  /** The in-use text with how many records use the entry ('…: la usan 3 registros'). */
  inUseBy?: (count: number) => string;
};

export type CrudListOptions<
  Item extends z.ZodObject,
  Create extends z.ZodType,
  Update extends z.ZodType,
> = {
  path: `/${string}`;
  tag: string;
  table: ListTable;
  item: Item;
  create: Create;
  update: Update;
  texts: CrudTexts;
  readAccess: Access;
  writeAccess: Access;
  /**
   * How many records of other features use an entry (finance's incomes, expenses and recurring
   * expenses, DECISIONS §7): a delete of an entry in use answers 409 with that count.
   */
  usage?: (db: Db, id: number) => Promise<number>;
};

/**
 * The queries of a configuration list, shared by every such list. The list is read whole (SPEC §2
 * searches it in the browser) through the one list helper, prepared once per database handle,
 * and reads only the columns the response shows (`fields`, default all).
 */
export function crudRepository<Row>(table: ListTable, fields?: readonly string[]) {
  const columns = getTableColumns(table);
  const selection = fields ? pickColumns(columns, fields) : columns;
  const list = pagedList({
    table,
    select: (db) => db.select(selection).from(table).$dynamic(),
    orderBy: [asc(sql`lower(${table.name})`), asc(table.id)],
    preparedName: getTableName(table),
  });
  return {
    list: (db: Db) => list.all(db) as Promise<Row[]>,
    insert: async (db: Db, values: Record<string, unknown>) =>
      (
        (await db
          .insert(table)
          .values(values as never)
          .returning()) as Row[]
      )[0] as Row,
    update: async (db: Db, id: number, values: Record<string, unknown>) =>
      (
        (await db
          .update(table)
          .set({ ...values, [keyOf(columns, table.updatedAt)]: sql`now()` })
          .where(eq(table.id, id))
          .returning()) as Row[]
      )[0],
    remove: async (db: Db, id: number) =>
      ((await db.delete(table).where(eq(table.id, id)).returning({ id: table.id })) as unknown[])
        .length > 0,
  };
}

function pickColumns(columns: Record<string, PgColumn>, fields: readonly string[]) {
  return Object.fromEntries(
    fields.map((field) => {
      const column = columns[field];
      if (!column) throw new Error(`column ${field} not in table`);
      return [field, column];
    }),
  );
}

function keyOf(columns: Record<string, PgColumn>, column: PgColumn): string {
  const key = Object.keys(columns).find((name) => columns[name] === column);
  if (!key) throw new Error('column not in table');
  return key;
}

/**
 * The four calls of a configuration list (SPEC §7): list, create, update, delete, with the
 * SPEC §8 texts, unique names (409) and unknown ids (404). Categories, areas and suppliers are
 * all built from it, and so is every later list of the same shape.
 */
export function crudListRoutes<
  Item extends z.ZodObject,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(options: CrudListOptions<Item, Create, Update>): FastifyPluginAsync {
  const { path, tag, table, item, texts } = options;
  const repo = crudRepository<z.infer<Item>>(table, Object.keys(item.shape));
  // Typed loosely on purpose: the generic item type is beyond the type provider's inference.
  const listSchema: z.ZodType = listResponse(item);
  const itemSchema: z.ZodType = itemResponse(item);
  const translate = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(texts.duplicate);
    if (isForeignKeyViolation(error)) throw conflict(texts.inUse);
    throw error;
  };

  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.get(
      path,
      {
        config: { access: options.readAccess },
        schema: { tags: [tag], response: { 200: listSchema } },
        serializerCompiler: listSerializerCompiler,
      },
      async () => {
        const data = await repo.list(app.db);
        return { success: true as const, data, totalItems: data.length };
      },
    );

    app.post(
      path,
      {
        config: { access: options.writeAccess },
        schema: { tags: [tag], body: options.create, response: { 201: itemSchema } },
      },
      async (request, reply) => {
        const data = await repo
          .insert(app.db, request.body as Record<string, unknown>)
          .catch(translate);
        return reply.status(201).send({ success: true as const, message: texts.created, data });
      },
    );

    app.patch(
      `${path}/:id`,
      {
        config: { access: options.writeAccess },
        schema: {
          tags: [tag],
          params: idParamSchema,
          body: options.update,
          response: { 200: itemSchema },
        },
      },
      async (request) => {
        const changes = Object.fromEntries(
          Object.entries(request.body as Record<string, unknown>).filter(
            ([, value]) => value !== undefined,
          ),
        );
        const data = await repo.update(app.db, request.params.id, changes).catch(translate);
        if (!data) throw notFound(texts.notFound);
        return { success: true as const, message: texts.updated, data };
      },
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access: options.writeAccess },
        schema: { tags: [tag], params: idParamSchema, response: { 200: successSchema } },
      },
      async (request) => {
        const { id } = request.params;
        const inUse = async (fallback: number) => {
          const count = Math.max((await options.usage?.(app.db, id)) ?? 0, fallback);
          return conflict(texts.inUseBy && count > 0 ? texts.inUseBy(count) : texts.inUse);
        };
        if (options.usage && (await options.usage(app.db, id)) > 0) throw await inUse(0);
        // A record written between the count and the delete: the foreign key refuses, counted again.
        const removed = await repo.remove(app.db, id).catch(async (error: unknown) => {
          if (isForeignKeyViolation(error)) throw await inUse(1);
          return translate(error);
        });
        if (!removed) throw notFound(texts.notFound);
        return { success: true as const, message: texts.deleted };
      },
    );
  };
}
