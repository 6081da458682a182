import { BACKUP_TEXTS } from '@app/contract/backups';
import { companyWallClock } from '../../../lib/company-time';

/**
 * When the next automatic backup runs, said the way the card says it: 'Próxima copia automática:
 * hoy a las 02:00' before BACKUP_TIME on the company's clock, 'mañana a las 02:00' after it.
 */
export function nextBackupText(dailyAt: string, now = new Date()): string {
  const wall = companyWallClock(now);
  const current = wall ? `${wall.hour}:${wall.minute}` : '';
  const day = current < dailyAt ? 'hoy' : 'mañana';
  return `${BACKUP_TEXTS.nextRun}: ${day} a las ${dailyAt}`;
}
