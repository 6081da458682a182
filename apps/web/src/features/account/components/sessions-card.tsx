import type { SessionItem } from '@app/contract/sessions';
import { LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { SessionList } from './session-list';
import { sessionMessages as text } from './session-messages';

type Asked = { kind: 'one'; session: SessionItem } | { kind: 'others' } | null;

/** 'Sesiones' of 'Mi cuenta' (DECISIONS §12): where the account is signed in; end one or all others. */
export function SessionsCard() {
  const headingId = useId();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [asked, setAsked] = useState<Asked>(null);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const busy = endOne.isPending || endOthers.isPending;

  const confirm = async () => {
    if (!asked) return;
    try {
      if (asked.kind === 'one') await endOne.mutateAsync(asked.session.id);
      else await endOthers.mutateAsync();
    } catch {
      // The toast of the mutation has said why; the dialog closes all the same.
    }
    setAsked(null);
  };

  return (
    <Card className="p-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <h2 id={headingId} className="font-semibold text-slate-900">
              {text.section}
            </h2>
            <p className="text-sm text-slate-500">{text.intro}</p>
          </div>
          {others > 0 && (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => setAsked({ kind: 'others' })}
            >
              <LogOut className="size-4" aria-hidden="true" />
              {text.endOthers}
            </Button>
          )}
        </div>
        {sessions.isPending ? (
          <LoadingBlock label={text.loading} />
        ) : sessions.isError ? (
          <ErrorState message={text.loadError} onRetry={() => void sessions.refetch()} />
        ) : sessions.data.length === 0 ? (
          <p className="text-sm text-slate-500">{text.empty}</p>
        ) : (
          <>
            <div className="-mx-5 border-y border-slate-100 md:mx-0 md:rounded-lg md:border">
              <SessionList
                sessions={sessions.data}
                busy={busy}
                onEnd={(session) => setAsked({ kind: 'one', session })}
              />
            </div>
            {others === 0 && <p className="text-sm text-slate-500">{text.onlyThis}</p>}
          </>
        )}
      </section>
      <ConfirmModal
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title={asked?.kind === 'one' ? text.endOneTitle : text.endOthersTitle}
        onConfirm={() => void confirm()}
        busy={busy}
      >
        {asked?.kind === 'one' ? (
          <>
            <p>
              <strong className="text-slate-900">{asked.session.device}</strong>
              {asked.session.address && ` (${asked.session.address})`}
            </p>
            <p>{text.endOneBody}</p>
          </>
        ) : (
          <p>{text.endOthersBody(others)}</p>
        )}
      </ConfirmModal>
    </Card>
  );
}
