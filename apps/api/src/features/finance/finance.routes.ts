import type { FastifyPluginAsync } from 'fastify';
import { expensesRoutes } from './expenses.routes';
import { recurringExpensesRoutes } from './expenses-recurrent.routes';
import { incomesRoutes } from './incomes.routes';

/** Incomes, expenses (with their CSV and receipts) and recurring expenses: one plugin for app.ts. */
export const financeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(incomesRoutes);
  await app.register(expensesRoutes);
  await app.register(recurringExpensesRoutes);
};
