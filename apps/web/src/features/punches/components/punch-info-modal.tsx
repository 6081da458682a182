import {
  punchRecordStatus,
  type BreakEntry,
  type BreakType,
  type Punch,
} from '@app/contract/punches';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { formatHours, formatSignedHours } from '../../../lib/format';
import { isManager } from '../../../lib/roles';
import { useSession } from '../../../lib/session';
import { cn } from '../../../lib/utils';
import { CorrectionRequestDialog } from '../corrections/correction-request-dialog';
import { PunchHistoryView } from '../history/punch-history-view';
import { correctionApplies } from '../utils/correction-form';
import { punchMessages as text } from '../punches-messages';
import { hoursBetween, punchDate, punchDateTime } from '../utils/punch-format';
import { ProtectedImage } from './protected-image';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EntryList({ type, entries }: { type: BreakType; entries: BreakEntry[] }) {
  const title = type === 'lunch' ? text.lunches(entries.length) : text.breaks(entries.length);
  const total = entries.reduce((sum, entry) => sum + (entry.breakDuration ?? 0), 0);
  if (entries.length === 0) return null;
  return (
    <Section title={title}>
      <ul className="space-y-2">
        {entries.map((entry, index) => (
          <li key={entry.id} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
            <p className="font-medium text-slate-900">
              {type === 'lunch' ? text.lunchItem(index + 1) : text.breakItem(index + 1)}
              {!entry.breakOut && <span className="ml-1 text-orange-600">{text.active}</span>}
            </p>
            <p className="text-slate-600">
              {text.start}: {punchDateTime(entry.breakIn)} · {text.end}:{' '}
              {punchDateTime(entry.breakOut, '—')} · {text.duration}:{' '}
              {entry.breakDuration === null ? '—' : formatHours(entry.breakDuration)}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-right text-sm text-slate-600">
        {text.total}: <span className="font-medium text-slate-900">{formatHours(total)}</span>
      </p>
    </Section>
  );
}

const special = (hours: number | null, sign: '+' | '-') =>
  hours ? `${sign}${formatHours(hours)}` : formatHours(0);

export type PunchInfoView = 'detail' | 'history';
const VIEWS: readonly PunchInfoView[] = ['detail', 'history'];
const VIEW_LABELS: Record<PunchInfoView, string> = {
  detail: text.viewDetail,
  history: text.viewHistory,
};

/**
 * SPEC §2 'Información del Punch': the day in detail (dates DD/MM/YYYY HH:mm), marked 'Corregido'
 * once a correction changed it, with its 'Historial' and the correction request (DECISIONS §10):
 * the owner asks for one; admin, and office on someone else's punch, correct it at once.
 */
export function PunchInfoModal({
  open,
  onOpenChange,
  punch,
  initialView = 'detail',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  punch: Punch;
  initialView?: PunchInfoView;
}) {
  const session = useSession();
  const [view, setView] = useState<PunchInfoView>(initialView);
  const [correcting, setCorrecting] = useState(false);
  const viewer = session?.user;
  const canCorrect = Boolean(viewer && (viewer.id === punch.userId || isManager(viewer.role)));
  const applies = viewer ? correctionApplies(viewer.role, viewer.id, punch.userId) : false;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={text.infoTitle}
      size="lg"
      footer={
        canCorrect ? (
          <Button variant="secondary" onClick={() => setCorrecting(true)}>
            {applies ? text.correctPunch : text.requestCorrection}
          </Button>
        ) : undefined
      }
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <SegmentedControl
          label={text.infoViews}
          options={VIEWS}
          value={view}
          optionLabel={(option) => VIEW_LABELS[option]}
          onChange={setView}
        />
        {punch.corrected && <Badge tone="brand">{text.corrected}</Badge>}
      </div>
      {view === 'detail' ? <PunchDetail punch={punch} /> : <PunchHistoryView punchId={punch.id} />}
      <CorrectionRequestDialog
        open={correcting}
        onOpenChange={setCorrecting}
        target={{ kind: 'punch', punch }}
        applies={applies}
      />
    </Modal>
  );
}

function PunchDetail({ punch }: { punch: Punch }) {
  const status = punchRecordStatus(punch);
  const gross = hoursBetween(punch.dateIn, punch.dateOut);
  const showAnalysis =
    Boolean(punch.dateOut) && (punch.workedHours !== null || punch.hoursDifference !== null);
  const difference = punch.hoursDifference;
  return (
    <div className="space-y-5">
      <Section title={text.dayDetails}>
        <Rows
          rows={[
            [text.date, punchDate(punch.calendarDateId)],
            [
              text.state,
              <span className={punch.dateOut ? 'text-emerald-700' : 'text-amber-700'}>
                {status}
              </span>,
            ],
          ]}
        />
      </Section>
      <Section title={text.schedule}>
        <Rows
          rows={[
            [text.entry, punchDateTime(punch.dateIn, text.notRecorded)],
            [text.exit, punchDateTime(punch.dateOut, text.notRecorded)],
            [text.workedHours, gross === null ? '—' : formatHours(gross)],
          ]}
        />
      </Section>
      {showAnalysis && (
        <Section title={text.analysis}>
          <Rows
            rows={[
              [text.netHours, punch.workedHours === null ? '—' : formatHours(punch.workedHours)],
              [
                text.difference,
                difference === null ? (
                  '—'
                ) : (
                  <span
                    className={cn(
                      difference > 0 && 'text-emerald-600',
                      difference < 0 && 'text-red-600',
                    )}
                  >
                    {formatSignedHours(difference)}
                  </span>
                ),
              ],
            ]}
          />
        </Section>
      )}
      {punch.breaks.length === 0 && (
        <Section title={text.breaksLunchesTitle}>
          <p className="text-sm text-slate-500">{text.noBreaks}</p>
        </Section>
      )}
      <EntryList type="break" entries={punch.breaks.filter((entry) => entry.type === 'break')} />
      <EntryList type="lunch" entries={punch.breaks.filter((entry) => entry.type === 'lunch')} />
      <Section title={text.notes}>
        <Rows
          rows={[
            [text.notesIn, punch.notesIn || text.noNotes],
            [text.notesOut, punch.notesOut || text.noNotes],
          ]}
        />
      </Section>
      <Section title={text.images}>
        <div className="grid grid-cols-2 gap-3">
          {(
            [
              [text.imageIn, punch.imgIn],
              [text.imageOut, punch.imgOut],
            ] as const
          ).map(([label, link]) => (
            <figure key={label} className="space-y-1">
              {link ? (
                <ProtectedImage link={link} alt={label} />
              ) : (
                <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-500">
                  {text.noImage}
                </div>
              )}
              <figcaption className="text-center text-xs text-slate-500">{label}</figcaption>
            </figure>
          ))}
        </div>
      </Section>
      <Section title={text.specialHours}>
        <Rows
          rows={[
            [
              text.arriveEarly,
              <span className="text-emerald-600">{special(punch.arriveEarlyHours, '+')}</span>,
            ],
            [
              text.arriveLate,
              <span className="text-red-600">{special(punch.arriveLateHours, '-')}</span>,
            ],
            [
              text.leaveEarly,
              <span className="text-red-600">{special(punch.leaveEarlyHours, '-')}</span>,
            ],
            [
              text.leaveLate,
              <span className="text-emerald-600">{special(punch.leaveLateHours, '+')}</span>,
            ],
          ]}
        />
      </Section>
    </div>
  );
}
