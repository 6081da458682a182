import { REPORT_PAGE_SIZE } from '@app/contract/expense-report';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { ListPage } from '../../components/list-page/list-page';
import { useAddressState } from '../../components/list-page/use-address-state';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingBlock } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { expenseReportQueryOptions } from './api/get-expense-report';
import { PdfModal } from './components/pdf-modal';
import { ReportBreakdown } from './components/report-breakdown';
import { ReportCards } from './components/report-cards';
import { reportColumns } from './components/report-columns';
import { ReportFilters } from './components/report-filters';
import { reportMessages as text } from './expense-report-messages';
import {
  readReportAddress,
  writeReportAddress,
  type ReportFilterValues,
} from './utils/report-filter';

const tableTexts = {
  caption: text.tableCaption,
  loading: text.loading,
  loadError: text.loadError,
  empty: text.empty,
  count: text.count,
};

/**
 * `/expenses-report`, 'Reporte de Gastos' (SPEC §2, admin): the filters (in the address), the four
 * summary cards, the breakdowns by category and by area, the read-only table 4 a page, and the
 * PDF made on the server.
 */
export function ExpenseReportPage() {
  const [address, setAddress] = useAddressState(readReportAddress, writeReportAddress);
  const { page, ...filter } = address;
  const query = useQuery(expenseReportQueryOptions(filter, page));
  const [pdfOpen, setPdfOpen] = useState(false);
  const report = query.data;

  const changeFilter = (next: ReportFilterValues) => setAddress({ ...next, page: 1 });

  let body;
  if (query.isPending) body = <LoadingBlock label={text.loading} />;
  else if (!report) {
    body = (
      <Card>
        <ErrorState
          message={errorMessage(query.error, text.loadError)}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  } else {
    body = (
      <div
        className={
          query.isPlaceholderData ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'
        }
        aria-busy={query.isFetching}
      >
        <ReportCards report={report} />
        {report.transactionCount === 0 ? (
          <Card>
            <EmptyState message={text.empty} />
          </Card>
        ) : (
          <>
            <div className="grid gap-4 lg:grid-cols-2">
              <ReportBreakdown id="by-category" title={text.byCategory} rows={report.byCategory} />
              <ReportBreakdown id="by-area" title={text.byArea} rows={report.byArea} />
            </div>
            <ListPage
              query={{
                data: { rows: report.expenses, total: report.totalCount },
                isPending: false,
                isError: false,
                isPlaceholderData: query.isPlaceholderData,
                refetch: query.refetch,
              }}
              columns={reportColumns}
              rowKey={(row) => row.id}
              texts={tableTexts}
              page={page}
              pageSize={REPORT_PAGE_SIZE}
              onPageChange={(next) => setAddress({ page: next })}
              dense
            />
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        action={{
          label: text.generatePdf,
          icon: <FileDown className="size-4" aria-hidden="true" />,
          onClick: () => setPdfOpen(true),
          disabled: !report || query.isPlaceholderData || report.transactionCount === 0,
        }}
      />
      <ReportFilters filter={filter} onChange={changeFilter} />
      {body}
      {report && (
        <PdfModal
          open={pdfOpen}
          onOpenChange={setPdfOpen}
          filter={filter}
          total={report.totalExpenses}
          count={report.transactionCount}
        />
      )}
    </>
  );
}
