import type { CorrectionTimes } from '@app/contract/punch-corrections';
import { punchTime } from '../utils/punch-format';
import { reviewMessages as text } from './review-messages';

/** `breaks: null` (a request that leaves them out) means the punch keeps its own. */
type TimesSummaryProps = { times: CorrectionTimes | null };

/** A punch's times in a few lines: entry, exit, and each break and lunch with its span. */
export function TimesSummary({ times }: TimesSummaryProps) {
  if (!times) return <span className="text-slate-500">{text.missingPunch}</span>;
  const breaks = times.breaks;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm whitespace-nowrap tabular-nums">
      <dt className="text-slate-500">{text.entry}</dt>
      <dd>{punchTime(times.dateIn)}</dd>
      <dt className="text-slate-500">{text.exit}</dt>
      <dd>{times.dateOut ? punchTime(times.dateOut) : text.noExit}</dd>
      {breaks === null || breaks.length === 0 ? (
        <>
          <dt className="text-slate-500">{text.breaksShort}</dt>
          <dd className="text-slate-500">{breaks === null ? text.keepBreaks : text.noBreaks}</dd>
        </>
      ) : (
        breaks.map((entry, index) => (
          <div key={entry.id ?? `new-${index}`} className="contents">
            <dt className="text-slate-500">
              {entry.type === 'lunch' ? text.lunchLabel : text.breakLabel}
            </dt>
            <dd>
              {punchTime(entry.breakIn)} – {punchTime(entry.breakOut)}
            </dd>
          </div>
        ))
      )}
    </dl>
  );
}
