import { addDays, dateFromCalendarId } from '@app/contract/dates';
import { and, eq } from 'drizzle-orm';
import { punches } from '../db/schema/index';
import { closePeriod } from '../features/periods/periods.service';
import {
  approveCorrection,
  rejectCorrection,
  requestCorrection,
  type CorrectionActor,
  type CorrectionsDeps,
  type CreateInput,
} from '../features/punch-corrections/punch-corrections.service';
import { companyClock } from '../lib/time';
import type { PlannedCase } from './punch-record.plan';
import type { SeededUser, SeedStep } from './seed-context';

const MINUTE = 60_000;

/** One step of the story at its moment, made through the features' services. */
type Act = { at: Date; run: (deps: CorrectionsDeps) => Promise<void> };

const actorOf = (user: SeededUser): CorrectionActor => ({
  ...user,
  phone: '',
  active: true,
  verified: true,
  ip: null,
});

/**
 * The attendance record's corrections and closed month (DECISIONS §10), on the punches the plan
 * chose: the workers ask the morning after, the office decides before noon, the admin fixes one
 * exit herself, and closes the month once nothing is left in it. Each act runs at its own moment
 * through the corrections and periods services, so requests, decisions, notifications and history
 * rows are the ones real use leaves.
 */
export const punchRecordSeed: SeedStep = {
  name: 'registro de fichajes',
  async run(tx, context) {
    const plan = context.punchRecord;
    if (!plan) return;
    let now = context.now;
    const clock = companyClock(context.timeZone, () => now);
    const deps: CorrectionsDeps = { db: tx, clock };
    const find = (role: SeededUser['role'], index = 0) =>
      actorOf(context.users.filter((user) => user.role === role)[index]!);
    const admin = find('admin');
    const office = [find('office', 0), find('office', 1)];
    const worker = (id: number) => actorOf(context.users.find((user) => user.id === id)!);
    /** The morning after the punch's day, at `time` (HH:MM) in the company's zone. */
    const nextDay = ({ punch }: PlannedCase, time: string) =>
      clock.instantOf(`${addDays(dateFromCalendarId(punch.calendarDateId), 1)} ${time}`);
    const punchIdOf = async ({ punch }: PlannedCase) => {
      const [row] = await tx
        .select({ id: punches.id, dateIn: punches.dateIn })
        .from(punches)
        .where(
          and(eq(punches.userId, punch.userId), eq(punches.calendarDateId, punch.calendarDateId)),
        );
      return row!;
    };
    const after = (at: Date, minutes: number) => ({
      instant: new Date(at.getTime() + minutes * MINUTE),
    });
    /** The request just made by this worker: its id, for the decision. */
    const requested = new Map<PlannedCase, number>();
    const request = (
      entry: PlannedCase,
      time: string,
      body: (dateIn: Date) => Omit<CreateInput, 'punchId' | 'userId' | 'calendarDateId'>,
    ) =>
      ({
        at: nextDay(entry, time),
        run: async (d) => {
          const punch = await punchIdOf(entry);
          const made = await requestCorrection(d, worker(entry.punch.userId), {
            punchId: punch.id,
            ...body(punch.dateIn),
          });
          requested.set(entry, made.id);
        },
      }) satisfies Act;

    const acts: Act[] = [];
    for (const entry of plan.cases) {
      const { endAt, startAt } = entry.punch;
      switch (entry.case) {
        case 'forgotten-requested':
          acts.push(
            request(entry, '08:20', () => ({
              dateOut: after(endAt, 7),
              reason: 'Olvidé fichar la salida; salí al terminar el turno.',
            })),
          );
          break;
        case 'forgotten-approved':
          acts.push(
            request(entry, '08:40', () => ({
              dateOut: after(endAt, 35),
              reason: 'Se me pasó fichar la salida al cerrar el almacén.',
            })),
            {
              at: nextDay(entry, '11:15'),
              run: (d) =>
                approveCorrection(d, office[0]!, requested.get(entry)!, {
                  dateOut: after(endAt, 12),
                  note: 'Hora ajustada a la del cierre de caja.',
                }),
            },
          );
          break;
        case 'forgotten-applied':
          acts.push({
            at: nextDay(entry, '09:30'),
            run: async (d) => {
              const punch = await punchIdOf(entry);
              await requestCorrection(d, admin, {
                punchId: punch.id,
                dateOut: after(endAt, 4),
                reason: 'Salida confirmada por la encargada de tienda.',
              });
            },
          });
          break;
        case 'entry-requested':
          acts.push(
            request(entry, '09:05', (dateIn) => ({
              dateIn: after(dateIn, -12),
              reason: 'El lector no leyó mi tarjeta a la primera; entré unos minutos antes.',
            })),
          );
          break;
        case 'entry-rejected':
          acts.push(
            request(entry, '08:45', (dateIn) => ({
              dateIn: after(startAt, dateIn.getTime() === startAt.getTime() - 2 * MINUTE ? -3 : -2),
              reason: 'Llegué antes de la hora del turno; el fichaje salió tarde.',
            })),
            {
              at: nextDay(entry, '12:30'),
              run: (d) =>
                rejectCorrection(
                  d,
                  office[1]!,
                  requested.get(entry)!,
                  'La cámara de la entrada muestra la llegada a la hora fichada.',
                ),
            },
          );
          break;
        case 'forgotten':
          break;
      }
    }
    acts.push({
      at: plan.closeAt,
      run: async (d) => {
        await closePeriod(d, plan.closedMonth, { id: admin.id, ip: null, name: admin.name });
      },
    });
    acts.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const act of acts) {
      now = act.at;
      await act.run(deps);
    }
  },
};
