import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import { ExportButton } from '../../components/list-page/export-button';
import { ListPage } from '../../components/list-page/list-page';
import { useRecordsList } from '../../components/list-page/use-records-list';
import { PageHeader } from '../../components/ui/page-header';
import { auditExportOptions } from './api/export-audit';
import { auditQueryOptions } from './api/get-audit';
import { AUDIT_FILTERS } from './audit-filter-params';
import { auditMessages as text } from './audit-messages';
import { auditColumns } from './components/audit-columns';
import { AuditFilters } from './components/audit-filters';

/**
 * 'Auditoría' (/audit, admin): the append-only audit log of DECISIONS §12 — filters by user,
 * action and dates kept in the address, pages newest first, and its CSV and Excel exports.
 */
export function AuditPage() {
  const list = useRecordsList(AUDIT_FILTERS, auditQueryOptions);
  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <AuditFilters applied={list.filters} onApply={list.apply} />
      <ListPage
        query={list.query}
        columns={auditColumns}
        rowKey={(row) => row.id}
        texts={text}
        page={list.page}
        pageSize={PAGE_SIZE_DEFAULT}
        onPageChange={list.setPage}
        actions={
          <ExportButton
            file={auditExportOptions(list.filters)}
            disabled={(list.query.data?.total ?? 0) === 0}
            texts={{ done: text.exported, error: text.exportError }}
          />
        }
      />
    </div>
  );
}
