import {
  EXCEPTION_LABELS,
  type ExceptionType,
  type PunchException,
} from '@app/contract/punch-exceptions';
import { Eye, ListChecks, PencilLine } from 'lucide-react';
import type { Column } from '../../../components/list-page/data-table';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { punchDate } from '../utils/punch-format';
import { exceptionMessages as text } from './exceptions-messages';

const TONE: Record<ExceptionType, BadgeTone> = {
  'missing-out': 'danger',
  'no-show': 'danger',
  'late-in': 'warning',
  'early-out': 'warning',
  'pending-correction': 'brand',
};

/** What resolves each exception: a correction, the pending request, or a look at the punch. */
export type ExceptionActions = {
  correct: (exception: PunchException) => void;
  review: (exception: PunchException) => void;
  view: (exception: PunchException) => void;
};

function ActionButton({
  exception,
  actions,
}: {
  exception: PunchException;
  actions: ExceptionActions;
}) {
  const day = punchDate(exception.calendarDateId);
  const who = exception.userName;
  // A forgotten exit or no-show already asked to correct is resolved by reviewing that request.
  const asked = exception.correctionId !== undefined;
  if (!asked && (exception.type === 'missing-out' || exception.type === 'no-show')) {
    return (
      <Button
        size="sm"
        variant="secondary"
        onClick={() => actions.correct(exception)}
        aria-label={text.correctOf(who, day)}
      >
        <PencilLine className="size-4" aria-hidden="true" />
        {text.correct}
      </Button>
    );
  }
  if (asked) {
    return (
      <Button
        size="sm"
        variant="secondary"
        onClick={() => actions.review(exception)}
        aria-label={text.reviewOf(who, day)}
      >
        <ListChecks className="size-4" aria-hidden="true" />
        {text.review}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => actions.view(exception)}
      aria-label={text.viewPunchOf(who, day)}
    >
      <Eye className="size-4" aria-hidden="true" />
      {text.viewPunch}
    </Button>
  );
}

/** The columns of 'Incidencias': type, worker, day, minutes (late or early), and its action. */
export function exceptionColumns(actions: ExceptionActions): Column<PunchException>[] {
  return [
    {
      key: 'type',
      header: text.colType,
      cell: (e) => <Badge tone={TONE[e.type]}>{EXCEPTION_LABELS[e.type]}</Badge>,
    },
    {
      key: 'user',
      header: text.colUser,
      primary: true,
      cell: (e) => <span className="font-medium text-slate-900">{e.userName}</span>,
    },
    {
      key: 'day',
      header: text.colDay,
      cell: (e) => (
        <span className="tabular-nums whitespace-nowrap">{punchDate(e.calendarDateId)}</span>
      ),
    },
    {
      key: 'minutes',
      header: text.colMinutes,
      align: 'right',
      cell: (e) =>
        e.minutes === undefined ? (
          <span className="text-slate-500">—</span>
        ) : (
          <span className="tabular-nums">{text.minutes(e.minutes)}</span>
        ),
    },
    {
      key: 'action',
      header: text.colAction,
      srOnlyHeader: true,
      cell: (e) => <ActionButton exception={e} actions={actions} />,
    },
  ];
}
