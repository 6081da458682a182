import type { Correction } from '@app/contract/punch-corrections';
import { afterTimes } from '../utils/correction-form';
import { TimesSummary } from './times-summary';
import { reviewMessages as text } from './review-messages';

/** The request's reason, and the punch before and after it side by side (on a phone, stacked). */
export function BeforeAfter({ correction }: { correction: Correction }) {
  return (
    <div className="mb-4 space-y-3">
      <p className="text-sm">
        <span className="font-medium text-slate-700">{text.reason}: </span>
        <span className="text-slate-900">{correction.reason}</span>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <section aria-label={text.colBefore} className="rounded-lg border border-slate-200 p-3">
          <h3 className="mb-1 text-xs font-semibold text-slate-500 uppercase">{text.colBefore}</h3>
          <TimesSummary times={correction.current} />
        </section>
        <section
          aria-label={text.colAfter}
          className="rounded-lg border border-brand-200 bg-brand-50/40 p-3"
        >
          <h3 className="mb-1 text-xs font-semibold text-brand-700 uppercase">{text.colAfter}</h3>
          <TimesSummary
            times={correction.applied ?? afterTimes(correction.current, correction.requested)}
          />
        </section>
      </div>
    </div>
  );
}
