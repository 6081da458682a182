import { z } from 'zod';
import { itemResponse, listQuery, listResponse, optionalText, requiredText } from './common';
import {
  amountSchema,
  FINANCE_NAME_MAX,
  FINANCE_NOTE_MAX,
  FINANCE_TEXTS,
  financeDateSchema,
  optionalRefIdSchema,
  refIdSchema,
  refSchema,
} from './finance';
import { checkDateRange, dateFilter, idFilter, textFilter } from './filters';
import { moneySchema } from './money';
import { RECEIPT_KEY_PATTERN } from './files';

/** The server's Spanish messages of the egresos calls (SPEC §8) and of their receipts. */
export const EXPENSE_TEXTS = {
  created: 'Egreso creado correctamente',
  updated: 'Egreso actualizado correctamente',
  deleted: 'Egreso eliminado correctamente',
  notFound: 'Egreso no encontrado',
  receiptAdded: 'Comprobante adjuntado correctamente',
  receiptRemoved: 'Comprobante eliminado correctamente',
  receiptNotFound: 'Comprobante no encontrado',
  receiptLimit: 'Un egreso admite como máximo 5 comprobantes',
  receiptExtension: (ext: string) =>
    `La extensión de archivo ${ext} no está permitida. Adjunta JPG, PNG o PDF.`,
  receiptTooLarge: 'El archivo supera el tamaño máximo de 10 MB',
  receiptForbidden: 'Solo un administrador puede ver los comprobantes',
} as const;

/** Receipts (issue 12): JPEG, PNG or PDF, 10 MB each, up to 5 per expense. */
export const RECEIPT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPTS_PER_EXPENSE = 5;

export const receiptSchema = z.object({
  key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nullable(),
  createdAt: z.string(),
  /** a fresh signed link to the file, as punch photos are served */
  link: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** SPEC §3 Expense, plus the names of its references and what the table marks. */
export const expenseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: moneySchema,
  /** YYYY-MM-DD, company zone */
  date: z.string(),
  categoryId: z.number().int(),
  category: refSchema,
  areaId: z.number().int(),
  area: refSchema,
  supplierId: z.number().int().nullable(),
  supplier: refSchema.nullable(),
  note: z.string(),
  /** the recurring expense that generated it (DECISIONS §7); null for a manual one */
  recurringExpenseId: z.number().int().nullable(),
  receiptCount: z.number().int(),
  createdAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

const expenseFields = {
  name: requiredText(FINANCE_NAME_MAX),
  amount: amountSchema,
  date: financeDateSchema,
  categoryId: refIdSchema(FINANCE_TEXTS.categoryMissing),
  areaId: refIdSchema(FINANCE_TEXTS.areaMissing),
  supplierId: optionalRefIdSchema.optional(),
  note: optionalText(FINANCE_NOTE_MAX),
};

/** POST /expenses {name, amount, date, categoryId, areaId, supplierId, note}. */
export const createExpenseSchema = z.object(expenseFields);
export type CreateExpenseInput = z.input<typeof createExpenseSchema>;
export type CreateExpense = z.output<typeof createExpenseSchema>;

/** PATCH /expenses/{id}: any of the fields; a client may send the whole item back. */
export const updateExpenseSchema = z
  .object({
    name: expenseFields.name.optional(),
    amount: expenseFields.amount.optional(),
    date: expenseFields.date.optional(),
    categoryId: expenseFields.categoryId.optional(),
    areaId: expenseFields.areaId.optional(),
    supplierId: optionalRefIdSchema.optional(),
    note: optionalText(FINANCE_NOTE_MAX).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: FINANCE_TEXTS.noChanges,
  });
export type UpdateExpenseInput = z.input<typeof updateExpenseSchema>;
export type UpdateExpense = z.output<typeof updateExpenseSchema>;

export const expenseFilters = {
  name: textFilter,
  dateFrom: dateFilter,
  dateTo: dateFilter,
  categoryId: idFilter,
  areaId: idFilter,
  supplierId: idFilter,
};
/** GET /expenses (and /expenses/export without page and limit). */
export const expenseListQuerySchema = listQuery(expenseFilters).superRefine(checkDateRange);
export type ExpenseListQuery = z.output<typeof expenseListQuerySchema>;
export const expenseExportQuerySchema = z.object(expenseFilters).superRefine(checkDateRange);
export type ExpenseFilters = z.output<typeof expenseExportQuerySchema>;

export const expenseListResponseSchema = listResponse(expenseSchema);
export type ExpenseListResponse = z.infer<typeof expenseListResponseSchema>;
export const expenseItemResponseSchema = itemResponse(expenseSchema);

/** GET /expenses/{id}/receipts; POST answers one receipt as `data`. */
export const receiptListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(receiptSchema),
});
export const receiptItemResponseSchema = itemResponse(receiptSchema);
export const receiptParamsSchema = z.object({
  id: z
    .string({ error: FINANCE_TEXTS.badId })
    .regex(/^[1-9][0-9]{0,9}$/, FINANCE_TEXTS.badId)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, FINANCE_TEXTS.badId)),
  key: z.string().regex(RECEIPT_KEY_PATTERN, EXPENSE_TEXTS.receiptNotFound),
});
