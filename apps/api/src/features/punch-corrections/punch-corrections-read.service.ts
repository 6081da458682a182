import type { Correction } from '@app/contract/punch-corrections';
import type { z } from 'zod';
import type { correctionListQuerySchema } from '@app/contract/punch-corrections';
import { visibleOwners, type Actor } from '../../lib/access';
import { toCorrections } from './correction-dto';
import { correctionById, correctionList, punchesNow } from './punch-corrections-read.repository';
import type { CorrectionsDeps } from './punch-corrections.service';

type ListQuery = z.output<typeof correctionListQuerySchema>;

/** GET /punch-corrections: pending first; a usuario sees their own only (DECISIONS §10). */
export async function listCorrections(
  { db, clock }: CorrectionsDeps,
  actor: Actor,
  query: ListQuery,
): Promise<{ data: Correction[]; totalItems: number }> {
  const userIds = visibleOwners(actor, query.userId === undefined ? undefined : [query.userId]);
  const { rows, total } = await correctionList.page(db, {
    status: query.status,
    userIds,
    page: query.page,
    limit: query.limit,
  });
  const data = toCorrections(clock, rows, await punchesNow(db, rows));
  return { data, totalItems: total };
}

/** One correction as the list shows it (after a write). */
export async function correctionView({ db, clock }: CorrectionsDeps, id: number) {
  const row = await correctionById(db, id);
  if (!row) throw new Error(`correction ${id} vanished`);
  return toCorrections(clock, [row], await punchesNow(db, [row]))[0]!;
}
