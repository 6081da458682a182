import type { User } from '@app/contract/users';
import type { BreakEntry, BreakType, Punch } from '@app/contract/punches';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { companyTodayId } from '../../../lib/company-time';
import { LazyDialog, usePreloadOnIntent } from '../../../lib/lazy-dialogs';
import { notify } from '../../../lib/notify';
import { useCorrectionLink } from '../hooks/use-correction-link';
import { punchMessages as messages } from '../punches-messages';
import { useBreakPunch, type BreakPunchVariables } from '../api/add-punch';
import { userPunchesQueryOptions } from '../api/get-punches';
import { hasShiftTodayQueryOptions } from '../api/get-today-shift';
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
const loadCorrectionDialog = () =>
  import('../corrections/correction-request-dialog').then((m) => m.CorrectionRequestDialog);
const ON_INTENT = [loadPunchDialog, loadBreakDialog, loadInfoModal];

/** The punch widget with its dialogs, for admin, usuario and office (SPEC §2, §6). */
export function PunchWidget({ user }: { user: User }) {
  if (!PUNCH_ROLES.includes(user.role)) return null;
  return <PunchWidgetFor user={user} />;
}

function PunchWidgetFor({ user }: { user: User }) {
  const now = useNow();
  const punches = useQuery(userPunchesQueryOptions(user.id));
  const today = useQuery(hasShiftTodayQueryOptions(user.id));
  const gate = today.data ? punchInGate(today.data, now) : { hasShift: false, opensAt: null };
  const list = punches.data?.punches ?? [];
  const forgotten = punches.data?.forgotten ?? null;
  const punch = currentPunch(list, companyTodayId(now));
  const open = openEntry(punch);

  // DECISIONS §10: the forgotten exit's notice and its link (`/?correccion={punchId}`) open the
  // correction request of that punch.
  const [correcting, setCorrecting] = useState<Punch | null>(null);
  const [linkedId, linkDone] = useCorrectionLink();
  const read = punches.data;
  const known = read ? [...read.punches, ...(read.forgotten ? [read.forgotten] : [])] : [];
  const linked = linkedId === null ? null : (known.find((item) => item.id === linkedId) ?? null);
  const unknownLink = linkedId !== null && read !== undefined && linked === null;
  useEffect(() => {
    if (!unknownLink) return;
    notify.error(messages.punchNotFound);
    linkDone();
  }, [unknownLink, linkDone]);
  const target = correcting ?? linked;
  const stopCorrecting = () => {
    setCorrecting(null);
    linkDone();
  };

  const [dialog, setDialog] = useState<'I' | 'O' | null>(null);
  const [infoOpen, setInfoOpen] = useState(false);
  const [confirming, setConfirming] = useState<BreakType | null>(null);

  const breakPunch = useBreakPunch(user.id);
  const punchBreak = (variables: BreakPunchVariables) =>
    breakPunch.mutate(variables, { onSuccess: () => setConfirming(null) });

  const loading = punches.isFetching || today.isPending || breakPunch.isPending;

  const onMain = (status: PunchStatus) => {
    if (status === 'info') setInfoOpen(true);
    else setDialog(status === 'in' ? 'I' : 'O');
  };
  const onEntry = (button: EntryButton) => {
    if (button.action === 'end') punchBreak({ type: button.type, action: 'end' });
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
        forgotten={forgotten}
        onForgotten={setCorrecting}
      />
      <LazyDialog open={target !== null} load={loadCorrectionDialog} onClose={stopCorrecting}>
        {(CorrectionRequestDialog) =>
          target && (
            <CorrectionRequestDialog
              open
              onOpenChange={(next) => !next && stopCorrecting()}
              target={{ kind: 'punch', punch: target }}
              applies={user.role === 'admin'}
            />
          )
        }
      </LazyDialog>
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
            pending={breakPunch.isPending}
            onCancel={() => setConfirming(null)}
            onStart={(type) => punchBreak({ type, action: 'start' })}
            onEnd={(record: BreakEntry) => punchBreak({ type: record.type, action: 'end' })}
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
