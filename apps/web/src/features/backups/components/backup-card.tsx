import { BACKUP_TEXTS as text, type BackupRun } from '@app/contract/backups';
import { DatabaseBackup, LoaderCircle, Save, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/company-time';
import { formatFileSize } from '../../../lib/format';
import { useBackupStatus } from '../api/get-backup-status';
import { useRunBackup } from '../api/run-backup';
import { nextBackupText } from '../utils/next-backup';

function LastMade({ run }: { run: BackupRun }) {
  return (
    <p className="text-sm text-slate-600">
      {text.lastMade}:{' '}
      <span className="font-medium text-slate-900">{formatDateTime(run.finishedAt)}</span>
      {run.sizeBytes !== null && <span> · {formatFileSize(run.sizeBytes)}</span>}
    </p>
  );
}

/**
 * The backups' card of the admin's Inicio (issue 15): when the last backup was made, and a warning
 * when none was made in the last two days or the last one failed (and why). With a PostgreSQL
 * server it says that the server's own backups apply. It says when the next automatic backup
 * runs (BACKUP_TIME, company time) and offers 'Hacer copia ahora'.
 */
export function BackupCard() {
  const query = useBackupStatus();
  const run = useRunBackup();
  let body;
  if (query.isPending) {
    body = <Spinner label={text.loading} />;
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        {text.loadError}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {text.retry}
        </Button>
      </div>
    );
  } else if (query.data.database === 'postgres') {
    body = <p className="text-sm text-slate-600">{text.postgres}</p>;
  } else {
    const { lastRun, lastSuccess, warning } = query.data;
    body = (
      <div className="space-y-2">
        {warning && (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              {warning === 'failed' ? (
                <>
                  {text.failed} ({formatDateTime(lastRun?.finishedAt)}): {lastRun?.error}
                </>
              ) : lastSuccess ? (
                text.stale
              ) : (
                text.none
              )}
            </p>
          </div>
        )}
        {lastSuccess ? (
          <LastMade run={lastSuccess} />
        ) : (
          !warning && <p className="text-sm text-slate-600">{text.none}</p>
        )}
        <p className="text-sm text-slate-600">{nextBackupText(query.data.dailyAt)}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => run.mutate()}
          disabled={run.isPending}
          aria-busy={run.isPending || undefined}
        >
          {run.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Save className="size-4" aria-hidden="true" />
          )}
          {run.isPending ? text.running : text.runNow}
        </Button>
      </div>
    );
  }
  return (
    <Card className="mb-6 p-5">
      <section aria-labelledby="backups-title" className="flex items-start gap-4">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <DatabaseBackup className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <h2 id="backups-title" className="font-semibold text-slate-900">
            {text.title}
          </h2>
          {body}
        </div>
      </section>
    </Card>
  );
}
