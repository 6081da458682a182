import { ExportButton } from '../../components/list-page/export-button';
import { RecordsPage } from '../../components/list-page/records-page';
import { useRecordsList } from '../../components/list-page/use-records-list';
import { useDeleteIncome } from './api/delete-income';
import { incomesExportOptions } from './api/export-incomes';
import { incomesQueryOptions } from './api/get-incomes';
import { incomeColumns, incomeName } from './components/income-columns';
import { IncomeFilters } from './components/income-filters';
import { IncomeFormModal } from './components/income-form-modal';
import { INCOME_FILTERS } from './income-filter-params';
import { incomeMessages as text } from './incomes-messages';

/** Ingresos (SPEC §2): the paged, filtered list with create, edit, delete and the CSV and Excel exports. */
export function IncomesPage() {
  const list = useRecordsList(INCOME_FILTERS, incomesQueryOptions);
  return (
    <RecordsPage
      texts={text}
      list={list}
      filters={<IncomeFilters applied={list.filters} onApply={list.apply} />}
      columns={incomeColumns}
      form={(item, close) => <IncomeFormModal item={item} onClose={close} />}
      remove={useDeleteIncome()}
      itemName={incomeName}
      actions={
        <ExportButton
          file={incomesExportOptions(list.filters)}
          disabled={(list.query.data?.total ?? 0) === 0}
          texts={{ done: text.exported, error: text.exportError }}
        />
      }
    />
  );
}
