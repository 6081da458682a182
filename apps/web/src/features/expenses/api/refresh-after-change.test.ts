import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { expenseReportKey } from '../../expense-report/api/get-expense-report';
import { refreshAfterIncomeChange } from '../../incomes/api/get-incomes';
import { summaryKey } from '../../summary/api/get-summary';
import { expensesKey, refreshAfterExpenseChange } from './get-expenses';

/** A client holding a fresh answer for each finance view, none of them invalidated yet. */
function clientWithViews() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  for (const key of [
    ['incomes', 'list'],
    [...expensesKey, 'list'],
    [...summaryKey, 'year'],
    [...expenseReportKey, 'x'],
  ]) {
    queryClient.setQueryData(key, { rows: [] });
  }
  const invalidated = (key: readonly unknown[]) =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey: key })
      .every((query) => query.state.isInvalidated);
  return { queryClient, invalidated };
}

describe('a written income or expense refreshes what shows its totals', () => {
  it('an income: the incomes list and the dashboard summary, not the expenses', async () => {
    const { queryClient, invalidated } = clientWithViews();
    await refreshAfterIncomeChange(queryClient);
    expect(invalidated(['incomes'])).toBe(true);
    expect(invalidated(summaryKey)).toBe(true);
    expect(invalidated(expensesKey)).toBe(false);
    expect(invalidated(expenseReportKey)).toBe(false);
  });

  it('an expense: the expenses list, the dashboard summary and the expense report', async () => {
    const { queryClient, invalidated } = clientWithViews();
    await refreshAfterExpenseChange(queryClient);
    expect(invalidated(expensesKey)).toBe(true);
    expect(invalidated(summaryKey)).toBe(true);
    expect(invalidated(expenseReportKey)).toBe(true);
    expect(invalidated(['incomes'])).toBe(false);
  });
});
