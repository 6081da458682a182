import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import type { Punch } from '@app/contract/punches';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton } from '../../../components/list-page/export-button';
import { ListPage } from '../../../components/list-page/list-page';
import { punchRecordsExportOptions } from '../api/export-punches';
import { punchRecordsQueryOptions } from '../api/get-punch-records';
import { PunchInfoModal } from '../components/punch-info-modal';
import { CorrectionRequestDialog } from '../corrections/correction-request-dialog';
import { useSession } from '../../../lib/session';
import { correctionApplies } from '../utils/correction-form';
import { HistoryModal } from './history-modal';
import { punchMessages as text } from '../punches-messages';
import { isRangeValid, type PunchFilterValues } from '../utils/punch-filter';
import { BreaksModal } from './breaks-modal';
import { punchRecordColumns } from './punch-record-columns';
import { useDayMarks } from './use-day-marks';

type PunchRecordsProps = {
  filter: PunchFilterValues;
  page: number;
  onPageChange: (page: number) => void;
  /** admin and office see everyone's records, with the user column, and correct them */
  showUser: boolean;
};

const texts = {
  caption: text.recordsCaption,
  loading: text.loadingRecords,
  loadError: text.recordsLoadError,
  empty: text.noRecords,
  count: text.recordsCount,
};

/**
 * 'Registros': the punches of the filter, a page at a time, with their breaks, details and
 * history; admin and office correct a punch from its row ('Corregir punch', applied at once).
 */
export function PunchRecords({ filter, page, onPageChange, showUser }: PunchRecordsProps) {
  const valid = isRangeValid(filter);
  const records = useQuery({
    ...punchRecordsQueryOptions({ ...filter, page, limit: PAGE_SIZE_DEFAULT }),
    enabled: valid,
  });
  // Each modal keeps its punch while it closes, so its content does not vanish mid-animation.
  const [breaks, setBreaks] = useState<{ punch: Punch; open: boolean } | null>(null);
  const [details, setDetails] = useState<{ punch: Punch; open: boolean } | null>(null);
  const [history, setHistory] = useState<{ punch: Punch; open: boolean } | null>(null);
  const [correcting, setCorrecting] = useState<Punch | null>(null);
  const me = useSession()?.user;
  const marksOf = useDayMarks(filter);
  const columns = punchRecordColumns(
    showUser,
    {
      openBreaks: (punch) => setBreaks({ punch, open: true }),
      openDetails: (punch) => setDetails({ punch, open: true }),
      openHistory: (punch) => setHistory({ punch, open: true }),
      correct: showUser ? setCorrecting : undefined,
    },
    marksOf,
  );

  return (
    <ListPage
      query={records}
      columns={columns}
      rowKey={(p) => p.id}
      texts={texts}
      page={page}
      pageSize={PAGE_SIZE_DEFAULT}
      onPageChange={onPageChange}
      blocked={valid ? undefined : text.badRange}
      dense
      actions={
        <ExportButton
          file={punchRecordsExportOptions(filter)}
          disabled={!valid || (records.data?.total ?? 0) === 0}
        />
      }
    >
      {breaks && (
        <BreaksModal
          punch={breaks.punch}
          open={breaks.open}
          onOpenChange={(open) => setBreaks({ ...breaks, open })}
        />
      )}
      {details && (
        <PunchInfoModal
          punch={details.punch}
          open={details.open}
          onOpenChange={(open) => setDetails({ ...details, open })}
        />
      )}
      {history && (
        <HistoryModal
          punch={history.punch}
          open={history.open}
          onOpenChange={(open) => setHistory({ ...history, open })}
        />
      )}
      {correcting && me && (
        <CorrectionRequestDialog
          open
          onOpenChange={(open) => !open && setCorrecting(null)}
          target={{ kind: 'punch', punch: correcting }}
          applies={correctionApplies(me.role, me.id, correcting.userId)}
        />
      )}
    </ListPage>
  );
}
