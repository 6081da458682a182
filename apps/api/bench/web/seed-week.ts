import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { BENCH_COUNTS, seedBenchData } from '../seed';
import { BENCH_TIME_ZONE } from '../server-process';

/** Users on /shifts: the base seed's 300 and these, each with a shift every day of this week. */
export const WEEK_USERS = 500;

/**
 * The base seed (admin, 300 users, catalogues), 200 more usuarios, and a published shift
 * (09:00–17:00) every day of the current ISO week for each of the 500: the week /shifts opens on.
 */
export async function seedWeek(database: Database) {
  await seedBenchData(database);
  const extra = WEEK_USERS - BENCH_COUNTS.users;
  const zone = BENCH_TIME_ZONE;
  await database.db.execute(
    sql.raw(`
    INSERT INTO users (name, email, role, verified_at)
    SELECT 'Semana ' || lpad(i::text, 3, '0') || ' Ibáñez', 'semana.' || i || '@bench.example',
      'usuario', now()
    FROM generate_series(1, ${extra}) AS i`),
  );
  await database.db.execute(
    sql.raw(`
    WITH week AS (
      SELECT date_trunc('week', (now() AT TIME ZONE '${zone}'))::date AS monday
    )
    INSERT INTO shifts (user_id, group_id, start_at, end_at, calendar_date_id, break_minutes,
      lunch_minutes, notes, published)
    SELECT u.id, gen_random_uuid(), (d::date + time '09:00') AT TIME ZONE '${zone}',
      (d::date + time '17:00') AT TIME ZONE '${zone}', to_char(d, 'YYYYMMDD')::int, 15, 30,
      'Turno de mañana y tarde', true
    FROM users u, week, generate_series(week.monday, week.monday + 6, interval '1 day') AS d
    WHERE u.role <> 'admin'`),
  );
}
