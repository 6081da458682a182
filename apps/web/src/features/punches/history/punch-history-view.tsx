import type { HistoryRow, PunchSnapshot } from '@app/contract/punch-history';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { usePunchHistory } from '../api/get-punch-history';
import { punchDateTime, punchTimeOfDay } from '../utils/punch-format';
import { historyMessages as text } from './history-messages';

/** A punch's times as one line: `08:00 – 16:30 · 1 break`. */
function times(snapshot: PunchSnapshot | null): string {
  if (!snapshot) return text.none;
  const entry = punchTimeOfDay(snapshot.dateIn, snapshot.calendarDateId);
  const exit = snapshot.dateOut
    ? punchTimeOfDay(snapshot.dateOut, snapshot.calendarDateId)
    : text.none;
  const breaks = snapshot.breaks
    .map(
      (item) =>
        `${item.type === 'lunch' ? 'Lunch' : 'Break'} ${punchTimeOfDay(item.breakIn, snapshot.calendarDateId)}–${
          item.breakOut ? punchTimeOfDay(item.breakOut, snapshot.calendarDateId) : text.none
        }`,
    )
    .join(', ');
  return `${text.entry} ${entry} · ${text.exit} ${exit}${breaks ? ` · ${breaks}` : ''}`;
}

function Change({ row }: { row: HistoryRow }) {
  if (!row.before) return <span>{times(row.after)}</span>;
  return (
    <span className="block space-y-0.5">
      <span className="block text-slate-500 line-through decoration-slate-400">
        {times(row.before)}
      </span>
      <span className="block">
        <span aria-hidden="true">{text.arrow} </span>
        {times(row.after)}
      </span>
    </span>
  );
}

/**
 * 'Historial' of a punch (DECISIONS §10): every change, oldest first: what happened, who, when,
 * from which address, why, and the punch's times before → after.
 */
export function PunchHistoryView({ punchId }: { punchId: number }) {
  const history = usePunchHistory(punchId);
  if (history.isPending) return <LoadingBlock label={text.loading} />;
  if (history.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm text-red-700">
        <p>{text.loadError}</p>
        <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
          {text.retry}
        </Button>
      </div>
    );
  }
  if (history.data.length === 0) return <p className="text-sm text-slate-500">{text.empty}</p>;
  return (
    // Focusable, so that a keyboard reaches and scrolls a long history inside its dialog.
    <ol
      aria-label={text.caption}
      tabIndex={0}
      className="space-y-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {history.data.map((row) => (
        <li key={row.id} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium text-slate-900">{text.action(row.action)}</span>
            <span className="text-xs text-slate-500 tabular-nums">{punchDateTime(row.at)}</span>
          </p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700">
            <dt className="text-slate-500">{text.by}</dt>
            <dd>{row.actorName ?? text.system}</dd>
            {row.ip && (
              <>
                <dt className="text-slate-500">{text.from}</dt>
                <dd className="break-all tabular-nums">{row.ip}</dd>
              </>
            )}
            {row.reason && (
              <>
                <dt className="text-slate-500">{text.reason}</dt>
                <dd className="break-words">{row.reason}</dd>
              </>
            )}
            <dt className="text-slate-500">{text.change}</dt>
            <dd className="tabular-nums">
              <Change row={row} />
            </dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}
