import type { User } from '@app/contract/users';
import type { BreakEntry, BreakType, Punch } from '@app/contract/punches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { companyTodayId } from '../../../lib/company-time';
import { LazyDialog, usePreloadOnIntent } from '../../../lib/lazy-dialogs';
import { addPunch, newIdempotencyKey } from '../api/add-punch';
import { punchesKey, userPunchesKey, userPunchesQueryOptions } from '../api/get-punches';
import { hasShiftTodayQueryOptions } from '../api/get-today-shift';
import { punchMessages as text } from '../punches-messages';
import {
  currentPunch,
  entryButton,
  openEntry,
  PUNCH_ROLES,
  punchInGate,
  type EntryButton,
  type PunchStatus,
} from '../utils/punch-status';
import { PunchPill } from './punch-pill';
import { useNow } from './use-live-clock';

// The widget's dialogs load when first wanted (docs/decisions/072): every page shows the pill.
const loadPunchDialog = () => import('./punch-dialog').then((m) => m.PunchDialog);
const loadBreakDialog = () => import('./break-dialog').then((m) => m.BreakDialog);
const loadInfoModal = () => import('./punch-info-modal').then((m) => m.PunchInfoModal);
const ON_INTENT = [loadPunchDialog, loadBreakDialog, loadInfoModal];

const CODES = { break: { start: 'BI', end: 'BO' }, lunch: { start: 'LI', end: 'LO' } } as const;

/** The punch widget with its dialogs, for admin, usuario and office (SPEC §2, §6). */
export function PunchWidget({ user }: { user: User }) {
  if (!PUNCH_ROLES.includes(user.role)) return null;
  return <PunchWidgetFor user={user} />;
}

function PunchWidgetFor({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const now = useNow();
  const punches = useQuery(userPunchesQueryOptions(user.id));
  const today = useQuery(hasShiftTodayQueryOptions(user.id));
  const gate = today.data ? punchInGate(today.data, now) : { hasShift: false, opensAt: null };
  const punch = currentPunch(punches.data ?? [], companyTodayId(now));
  const open = openEntry(punch);

  const [dialog, setDialog] = useState<'I' | 'O' | null>(null);
  const [infoOpen, setInfoOpen] = useState(false);
  const [confirming, setConfirming] = useState<BreakType | null>(null);

  const entry = useMutation({
    mutationFn: ({ type, action }: { type: BreakType; action: 'start' | 'end' }) =>
      addPunch({ type: CODES[type][action] }, newIdempotencyKey()),
    onSuccess: (response) => {
      // The answer carries the punch as it is now: show it at once, the refetch confirms it.
      queryClient.setQueryData<Punch[]>(userPunchesKey(user.id), (list) =>
        list?.map((item) => (item.id === response.data.id ? response.data : item)),
      );
      setConfirming(null);
    },
    meta: { successMessage: text.saved, errorMessage: text.breakError },
    onError: (error) => {
      console.error(text.breakError, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: punchesKey }),
  });

  const loading = punches.isFetching || today.isPending || entry.isPending;

  const onMain = (status: PunchStatus) => {
    if (status === 'info') setInfoOpen(true);
    else setDialog(status === 'in' ? 'I' : 'O');
  };
  const onEntry = (button: EntryButton) => {
    if (button.action === 'end') entry.mutate({ type: button.type, action: 'end' });
    else setConfirming(button.type);
  };
  const canStart = confirming ? entryButton(punch, confirming).enabled : false;
  usePreloadOnIntent(ON_INTENT);

  return (
    <>
      <PunchPill
        now={now}
        punch={punch}
        hasShift={gate.hasShift}
        opensAt={gate.opensAt}
        role={user.role}
        loading={loading}
        onMain={onMain}
        onEntry={onEntry}
      />
      <LazyDialog open={dialog !== null} load={loadPunchDialog} onClose={() => setDialog(null)}>
        {(PunchDialog) => (
          <PunchDialog
            open={dialog !== null}
            onOpenChange={(next) => !next && setDialog(null)}
            action={dialog ?? 'I'}
            punch={punch}
          />
        )}
      </LazyDialog>
      <LazyDialog
        open={open !== null || confirming !== null}
        load={loadBreakDialog}
        onClose={() => setConfirming(null)}
      >
        {(BreakDialog) => (
          <BreakDialog
            active={open}
            confirming={confirming}
            canStart={canStart}
            pending={entry.isPending}
            onCancel={() => setConfirming(null)}
            onStart={(type) => entry.mutate({ type, action: 'start' })}
            onEnd={(record: BreakEntry) => entry.mutate({ type: record.type, action: 'end' })}
          />
        )}
      </LazyDialog>
      {punch && (
        <LazyDialog open={infoOpen} load={loadInfoModal} onClose={() => setInfoOpen(false)}>
          {(PunchInfoModal) => (
            <PunchInfoModal open={infoOpen} onOpenChange={setInfoOpen} punch={punch} />
          )}
        </LazyDialog>
      )}
    </>
  );
}
