import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import {
  CORRECTION_STATUSES,
  CORRECTION_STATUS_LABELS,
  type Correction,
  type CorrectionStatus,
} from '@app/contract/punch-corrections';
import { useState } from 'react';
import { ListPage } from '../../../components/list-page/list-page';
import { SelectField } from '../../../components/ui/form-field';
import { useSession } from '../../../lib/session';
import { useActiveUsers } from '../../users/api/get-active-users';
import { useCorrections } from '../api/get-corrections';
import { ApproveCorrectionModal } from './approve-correction-modal';
import { RejectCorrectionModal } from './reject-correction-modal';
import { reviewColumns } from './review-columns';
import { reviewMessages as text } from './review-messages';

/** The tab's filters and page, kept in the address by the page. */
export type ReviewState = { status: CorrectionStatus | null; userId: number | null; page: number };

type CorrectionsReviewProps = {
  state: ReviewState;
  onChange: (next: Partial<ReviewState>) => void;
  /** A request to open at once (a notification's link), when it is on the page shown. */
  openId?: number | null;
};

const texts = {
  caption: text.caption,
  loading: text.loading,
  loadError: text.loadError,
  empty: text.empty,
  count: text.count,
};

type Dialog = { kind: 'approve' | 'reject'; correction: Correction } | null;

/**
 * 'Correcciones' (admin, office): every request, pending first (the server's order), filtered by
 * state and worker, a page at a time; a pending one is approved (times editable) or rejected with
 * a note.
 */
export function CorrectionsReview({ state, onChange, openId }: CorrectionsReviewProps) {
  const users = useActiveUsers();
  const me = useSession()?.user.id;
  const query = useCorrections({
    status: state.status ?? undefined,
    userId: state.userId ?? undefined,
    page: state.page,
    limit: PAGE_SIZE_DEFAULT,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  // A notification's link names a pending request: open it once its row is here.
  const [opened, setOpened] = useState<number | null>(null);
  if (openId && opened !== openId) {
    const linked = query.data?.rows.find((row) => row.id === openId);
    if (linked) {
      setOpened(openId);
      if (linked.status === 'pending' && linked.userId !== me)
        setDialog({ kind: 'approve', correction: linked });
    }
  }
  const columns = reviewColumns({
    approve: (correction) => setDialog({ kind: 'approve', correction }),
    reject: (correction) => setDialog({ kind: 'reject', correction }),
    viewerId: me,
  });

  return (
    <div className="space-y-4">
      <section
        aria-label={text.filters}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row"
      >
        <SelectField
          label={text.status}
          value={state.status ?? ''}
          placeholder={text.allStatuses}
          options={CORRECTION_STATUSES.map((value) => ({
            value,
            label: CORRECTION_STATUS_LABELS[value],
          }))}
          onChange={(event) =>
            onChange({ status: (event.target.value || null) as CorrectionStatus | null, page: 1 })
          }
          containerClassName="sm:w-56"
        />
        <SelectField
          label={text.user}
          value={state.userId === null ? '' : String(state.userId)}
          placeholder={text.allUsers}
          options={(users.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
          onChange={(event) =>
            onChange({ userId: event.target.value ? Number(event.target.value) : null, page: 1 })
          }
          containerClassName="sm:w-64"
        />
      </section>
      <ListPage
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        texts={texts}
        page={state.page}
        pageSize={PAGE_SIZE_DEFAULT}
        onPageChange={(page) => onChange({ page })}
      >
        {dialog?.kind === 'approve' && (
          <ApproveCorrectionModal correction={dialog.correction} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'reject' && (
          <RejectCorrectionModal correction={dialog.correction} onClose={() => setDialog(null)} />
        )}
      </ListPage>
    </div>
  );
}
