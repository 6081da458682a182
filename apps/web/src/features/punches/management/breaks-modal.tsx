import type { Punch } from '@app/contract/punches';
import { Coffee, UtensilsCrossed } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Modal } from '../../../components/ui/modal';
import { punchMessages as text } from '../punches-messages';
import { formatHours } from '../../../lib/format';
import { punchDate, punchTime } from '../utils/punch-format';

type BreaksModalProps = { punch: Punch; open: boolean; onOpenChange: (open: boolean) => void };

/** The breaks and lunches of one punch: type, start, end and duration (SPEC §2). */
export function BreaksModal({ punch, open, onOpenChange }: BreaksModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={text.breaksTitle}
      description={text.breaksOf(punch.user, punchDate(punch.calendarDateId))}
    >
      {punch.breaks.length === 0 && <p className="text-sm text-slate-500">{text.noBreaks}</p>}
      {punch.breaks.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{text.breaksTitle}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-500 uppercase">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {text.type}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {text.start}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {text.end}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {text.duration}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {punch.breaks.map((entry) => {
              const Icon = entry.type === 'lunch' ? UtensilsCrossed : Coffee;
              return (
                <tr key={entry.id}>
                  <td className="py-2 pr-3">
                    <span className="inline-flex items-center gap-1.5 font-medium text-slate-800">
                      <Icon className="size-4 text-slate-400" aria-hidden="true" />
                      {entry.type === 'lunch' ? text.lunchType : text.breakType}
                    </span>
                  </td>
                  <td className="py-2 pr-3 tabular-nums">{punchTime(entry.breakIn)}</td>
                  <td className="py-2 pr-3 tabular-nums">
                    {entry.breakOut ? (
                      punchTime(entry.breakOut)
                    ) : (
                      <Badge tone="warning">{text.activeBadge}</Badge>
                    )}
                  </td>
                  <td className="py-2 text-right tabular-nums">
                    {entry.breakDuration === null ? '—' : formatHours(entry.breakDuration)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
