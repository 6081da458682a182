import type { EmailItem } from '@app/contract/notebooks';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Paginator } from '../../../components/ui/paginator';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/company-time';
import { REVEALS_PAGE_SIZE, useNotebookReveals } from '../api/get-notebook-reveals';
import { notebookMessages as text } from '../notebooks-messages';

/** The owner's view of who read a mailbox's password and when, newest first (issue 13). */
export function RevealsModal({ item, onClose }: { item: EmailItem; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const reveals = useNotebookReveals(item.id, page);
  const t = text.reveals;

  let body;
  if (reveals.isPending) body = <LoadingBlock label={t.loading} />;
  else if (reveals.isError) {
    body = <ErrorState message={t.loadError} onRetry={() => void reveals.refetch()} />;
  } else if (reveals.data.rows.length === 0) {
    body = <p className="py-6 text-center text-sm text-slate-500">{t.empty}</p>;
  } else {
    body = (
      <>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t.title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs font-semibold text-slate-500 uppercase">
              <th scope="col" className="py-2 pr-3">
                {t.who}
              </th>
              <th scope="col" className="py-2">
                {t.when}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {reveals.data.rows.map((reveal, index) => (
              <tr key={`${reveal.revealedAt}-${index}`}>
                <td className="py-2 pr-3 text-slate-800">{reveal.userName}</td>
                <td className="py-2 whitespace-nowrap text-slate-600 tabular-nums">
                  {formatDateTime(reveal.revealedAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Paginator
          page={page}
          totalItems={reveals.data.total}
          pageSize={REVEALS_PAGE_SIZE}
          onPageChange={setPage}
          className="pt-3"
        />
      </>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.title}
      description={item.title ? `${item.title} · ${item.email}` : item.email}
    >
      {body}
    </Modal>
  );
}
