import { randomUUID } from 'node:crypto';
import { addDays, calendarDateId, startOfIsoWeek } from '@app/contract/dates';
import { shifts } from '../db/schema/index';
import { companyClock } from '../lib/time';
import type { SeedStep } from './seed-context';

type Pattern = {
  start: string;
  end: string;
  breakMinutes: number;
  lunchMinutes: number;
  color: string;
  notes: string;
};
const MORNING: Pattern = {
  start: '08:00',
  end: '16:00',
  breakMinutes: 15,
  lunchMinutes: 30,
  color: '#3B82F6',
  notes: 'Turno de mañana',
};
const AFTERNOON: Pattern = {
  start: '14:00',
  end: '22:00',
  breakMinutes: 15,
  lunchMinutes: 30,
  color: '#F59E0B',
  notes: 'Turno de tarde',
};
const SATURDAY: Pattern = {
  start: '09:00',
  end: '14:00',
  breakMinutes: 0,
  lunchMinutes: 0,
  color: '#10B981',
  notes: 'Atención al cliente del sábado',
};

/**
 * Shifts of the usuarios: the last four weeks and this week published, next week as drafts, so that
 * the calendars, Punch In, the punch analysis and publishing all have something to show. Each usuario works mornings or
 * afternoons Monday to Friday, alternating every week, and every other one also Saturday morning;
 * each person's week is one group, as a repeating create makes it. Nobody has a shift on a day of
 * their approved vacation (absences.plan.ts); the sick day keeps its shift.
 */
export const shiftsSeed: SeedStep = {
  name: 'turnos',
  async run(tx, context) {
    const clock = companyClock(context.timeZone);
    const thisMonday = startOfIsoWeek(clock.dateOf(context.now));
    const staff = context.users.filter((user) => user.role === 'usuario');
    const rows: (typeof shifts.$inferInsert)[] = [];
    for (const weekOffset of [-4, -3, -2, -1, 0, 1]) {
      const monday = addDays(thisMonday, 7 * weekOffset);
      staff.forEach((user, index) => {
        const groupId = randomUUID();
        const weekday = (index + weekOffset) % 2 === 0 ? MORNING : AFTERNOON;
        const days: [number, Pattern][] = [0, 1, 2, 3, 4].map((day) => [day, weekday]);
        if (index % 2 === 1) days.push([5, SATURDAY]);
        for (const [day, pattern] of days) {
          const date = addDays(monday, day);
          if (context.absences?.awayDays.has(`${user.id}:${calendarDateId(date)}`)) continue;
          rows.push({
            userId: user.id,
            groupId,
            startAt: clock.instantOf(`${date} ${pattern.start}`),
            endAt: clock.instantOf(`${date} ${pattern.end}`),
            calendarDateId: calendarDateId(date),
            breakMinutes: pattern.breakMinutes,
            lunchMinutes: pattern.lunchMinutes,
            color: pattern.color,
            notes: pattern.notes,
            published: weekOffset <= 0,
          });
        }
      });
    }
    await tx.insert(shifts).values(rows);
  },
};
