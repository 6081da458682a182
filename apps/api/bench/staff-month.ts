import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { BENCH_TIME_ZONE } from './server-process';

/**
 * A month of a large staff, for the benchmarks that read one (the exceptions, the timesheets):
 * `users` usuarios named `{name} 001 {surname}` with emails `{emailPrefix}.N@bench.example`, a
 * published 8-hour shift every weekday from `fromDate` to `toDate`, and a punch on nearly each —
 * arriving between 10 min early and 15 min late, leaving between 15 min early and 20 min late; one
 * day in 60 never punched out (sin salida), one in 40 not punched at all (no-show).
 */
export async function seedStaffMonth(
  db: Db,
  staff: {
    users: number;
    name: string;
    surname: string;
    emailPrefix: string;
    fromDate: string;
    toDate: string;
  },
): Promise<{ emailLike: string }> {
  const emailLike = `${staff.emailPrefix}.%@bench.example`;
  const fromDay = Number(staff.fromDate.replaceAll('-', ''));
  const toDay = Number(staff.toDate.replaceAll('-', ''));
  await db.execute(
    sql.raw(`
    INSERT INTO users (name, email, role, verified_at)
    SELECT '${staff.name} ' || lpad(i::text, 3, '0') || ' ${staff.surname}',
      '${staff.emailPrefix}.' || i || '@bench.example', 'usuario', now()
    FROM generate_series(1, ${staff.users}) AS i`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO shifts (user_id, group_id, start_at, end_at, calendar_date_id, break_minutes,
      lunch_minutes, notes, published)
    SELECT u.id, gen_random_uuid(),
      (d::date + make_time(7 + (u.id % 3) * 2, 0, 0)) AT TIME ZONE '${BENCH_TIME_ZONE}',
      (d::date + make_time(15 + (u.id % 3) * 2, 0, 0)) AT TIME ZONE '${BENCH_TIME_ZONE}',
      to_char(d, 'YYYYMMDD')::int, 15, 30, 'Turno de ocho horas', true
    FROM users u, generate_series(date '${staff.fromDate}', date '${staff.toDate}', interval '1 day') AS d
    WHERE u.email LIKE '${emailLike}' AND extract(isodow from d) < 6`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO punches (user_id, calendar_date_id, date_in, date_out, notes_in, notes_out,
      created_at, updated_at)
    SELECT s.user_id, s.calendar_date_id, t.date_in,
      CASE WHEN (s.user_id + s.calendar_date_id) % 60 = 0 THEN NULL ELSE t.date_out END,
      'Entrada', 'Salida', t.date_in, t.date_in
    FROM shifts s
    JOIN users u ON u.id = s.user_id
    CROSS JOIN LATERAL (SELECT
      s.start_at + (random() * 25 - 10) * interval '1 minute' AS date_in,
      s.end_at + (random() * 35 - 15) * interval '1 minute' AS date_out) t
    WHERE u.email LIKE '${emailLike}' AND (s.user_id * 7 + s.calendar_date_id) % 40 <> 0
      AND s.calendar_date_id BETWEEN ${fromDay} AND ${toDay}`),
  );
  return { emailLike };
}
