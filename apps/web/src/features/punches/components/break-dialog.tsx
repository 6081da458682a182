import type { BreakEntry, BreakType } from '@app/contract/punches';
import { Timer } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { punchMessages as text } from '../punches-messages';
import { formatElapsed, punchClockTime } from '../utils/punch-format';
import { useNow } from './use-live-clock';

type BreakDialogProps = {
  /** The open break or lunch: the dialog shows its blocking active state. */
  active: BreakEntry | null;
  /** Asking to start one (before it is active). */
  confirming: BreakType | null;
  canStart: boolean;
  pending: boolean;
  onCancel: () => void;
  onStart: (type: BreakType) => void;
  onEnd: (entry: BreakEntry) => void;
};

/**
 * SPEC §2 'Break / Lunch dialog': a confirmation with its warning, then, while the break or lunch is
 * open, a blocking dialog (no close button; Escape and outside clicks do nothing) with a running
 * timer. It follows the open record, so it comes back by itself after a reload.
 */
export function BreakDialog({
  active,
  confirming,
  canStart,
  pending,
  onCancel,
  onStart,
  onEnd,
}: BreakDialogProps) {
  if (active) return <ActiveBreak entry={active} pending={pending} onEnd={onEnd} />;
  const lunch = confirming === 'lunch';
  return (
    <Modal
      open={confirming !== null}
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={lunch ? text.confirmLunch : text.confirmBreak}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {text.cancel}
          </Button>
          <Button
            onClick={() => confirming && onStart(confirming)}
            disabled={!canStart || pending}
            aria-busy={pending || undefined}
          >
            {lunch ? text.startLunch : text.startBreak}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm">
        <p className="text-slate-900">{lunch ? text.askLunch : text.askBreak}</p>
        <p
          role="note"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-800"
        >
          {lunch ? text.warnLunch : text.warnBreak}
        </p>
      </div>
    </Modal>
  );
}

function ActiveBreak({
  entry,
  pending,
  onEnd,
}: {
  entry: BreakEntry;
  pending: boolean;
  onEnd: (entry: BreakEntry) => void;
}) {
  const now = useNow();
  const lunch = entry.type === 'lunch';
  return (
    <Modal
      open
      onOpenChange={() => undefined}
      dismissible={false}
      size="sm"
      title={lunch ? text.activeLunch : text.activeBreak}
      footer={
        <Button
          variant="danger"
          onClick={() => onEnd(entry)}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {lunch ? text.endLunch : text.endBreak}
        </Button>
      }
    >
      <div className="space-y-4 text-center">
        <div
          role="status"
          className="flex items-center gap-2 rounded-lg border border-orange-200 bg-orange-50 px-3 py-2 text-left text-sm text-orange-800"
        >
          <Timer className="size-5 shrink-0 text-orange-500" aria-hidden="true" />
          <span>
            <span className="font-semibold">
              {lunch ? text.lunchInProgress : text.breakInProgress}.
            </span>{' '}
            {text.inProgressHint}
          </span>
        </div>
        <div>
          <p className="text-xs tracking-wide text-slate-500 uppercase">{text.elapsed}</p>
          <p
            className="font-mono text-4xl font-semibold text-slate-900 tabular-nums"
            aria-label={text.elapsed}
            role="timer"
          >
            {formatElapsed(now.getTime() - Date.parse(entry.breakIn))}
          </p>
        </div>
        <p className="text-sm text-slate-600">
          {text.startedAt}{' '}
          <span className="font-medium text-slate-900 tabular-nums">
            {punchClockTime(entry.breakIn)}
          </span>
        </p>
      </div>
    </Modal>
  );
}
