import type { ReportExpense, ReportResponse } from '@app/contract/expense-report';

/** A report as GET /expenses/report answers it: figures of 3 expenses, 4 a page. Test code only. */
const expense = (
  id: number,
  name: string,
  amount: number,
  date: string,
  percentage: number,
  extra: Partial<ReportExpense> = {},
): ReportExpense => ({
  id,
  name,
  amount,
  date,
  categoryId: 1,
  category: { id: 1, name: 'Oficina' },
  areaId: 2,
  area: { id: 2, name: 'Administración' },
  supplierId: null,
  supplier: null,
  note: '',
  recurringExpenseId: null,
  receiptCount: 0,
  createdAt: `${date}T10:00:00-05:00`,
  percentage,
  ...extra,
});

export const REPORT = {
  success: true,
  expenses: [
    expense(3, 'Alquiler de diciembre', 1234.56, '2026-12-01', 92.56, {
      note: 'Pago anticipado',
      supplierId: 5,
      supplier: { id: 5, name: 'Inmobiliaria Núñez' },
    }),
    expense(2, 'Papelería', 79.4, '2026-11-20', 5.95),
    expense(1, 'Café', 20, '2026-11-02', 1.5, {
      categoryId: 7,
      category: { id: 7, name: 'Cafetería' },
    }),
  ],
  totalCount: 3,
  totalExpenses: 1333.96,
  transactionCount: 3,
  dailyAverage: 44.47,
  monthlyAverage: 666.98,
  currentMonthAveragePerTransaction: 1234.56,
  areaWithHighestExpense: { name: 'Administración', total: 1333.96 },
  highestExpense: { name: 'Alquiler de diciembre', amount: 1234.56, date: '2026-12-01' },
  byCategory: [
    { id: 1, name: 'Oficina', total: 1313.96, count: 2, percentage: 98.5 },
    { id: 7, name: 'Cafetería', total: 20, count: 1, percentage: 1.5 },
  ],
  byArea: [{ id: 2, name: 'Administración', total: 1333.96, count: 3, percentage: 100 }],
  period: { from: '2026-11-02', to: '2026-12-01', days: 30 },
} satisfies ReportResponse;

export const EMPTY_REPORT = {
  success: true,
  expenses: [],
  totalCount: 0,
  totalExpenses: 0,
  transactionCount: 0,
  dailyAverage: 0,
  monthlyAverage: 0,
  currentMonthAveragePerTransaction: 0,
  areaWithHighestExpense: null,
  highestExpense: null,
  byCategory: [],
  byArea: [],
  period: null,
} satisfies ReportResponse;
