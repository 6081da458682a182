import { PUNCH_NOTES_MAX, type AddPunchResponse, type Punch } from '@app/contract/punches';
import { CameraOff, CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/api-error';
import { formatHours } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { newIdempotencyKey, useAddPunch } from '../api/add-punch';
import { useUploadPunchPhoto } from '../api/upload-photo';
import { punchMessages as text } from '../punches-messages';
import { earlyPunchOut } from '../utils/early-punch-out';
import { punchDateTimeDashed, punchTime } from '../utils/punch-format';
import { useCamera } from './use-camera';
import { useNow } from './use-live-clock';

type Pane =
  | { kind: 'start' }
  | { kind: 'loading' }
  | { kind: 'positive'; message: string }
  | { kind: 'negative'; message: string };

type PunchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'I' opens the day (Punch In), 'O' closes it (Punch Out). */
  action: 'I' | 'O';
  punch: Punch | null;
};

/** One submit: its Idempotency-Key and, once uploaded, its photo's key, both reused by retries. */
type Attempt = { key: string; img: string | null; notes: string };

/**
 * SPEC §2 'Punch dialog' for In and Out: live camera, optional notes, 'Hora de entrada' on Out, and
 * the loading / positive / negative panes. The photo is taken as PNG at submit and uploaded first.
 */
export function PunchDialog({ open, onOpenChange, action, punch }: PunchDialogProps) {
  const upload = useUploadPunchPhoto();
  const add = useAddPunch();
  const title = action === 'I' ? text.punchIn : text.punchOut;
  const [notes, setNotes] = useState('');
  const [pane, setPane] = useState<Pane>({ kind: 'start' });
  const attempt = useRef<Attempt | null>(null);
  const { state: cameraState, capture, attachVideo } = useCamera(open);
  // Punch Out says how long is left of the shift, to the minute, while the dialog is open.
  const now = useNow(action === 'O' ? 15_000 : 60_000);
  const busy = pane.kind === 'loading';

  const close = (next: boolean) => {
    if (next || busy) return;
    onOpenChange(false);
    setPane({ kind: 'start' });
    attempt.current = null;
  };

  const submit = async () => {
    if (busy) return;
    const current = (attempt.current ??= {
      key: newIdempotencyKey(),
      img: null,
      notes: notes.trim(),
    });
    setPane({ kind: 'loading' });
    let response: AddPunchResponse;
    try {
      if (!current.img) {
        const photo = await capture();
        current.img = await upload.mutateAsync({ photo, action });
      }
      // Success has its toast by the mutation's meta: the pane shows only until the dialog closes
      // (~300 ms, SPEC §9), the toast stays readable.
      response = await add.mutateAsync({
        body: { type: action, notes: current.notes, img: current.img },
        idempotencyKey: current.key,
      });
    } catch (error) {
      console.error(text.punchError, error);
      const captureFailed = error instanceof Error && error.message === text.captureError;
      setPane({
        kind: 'negative',
        message: errorMessage(error, captureFailed ? text.captureError : text.punchError),
      });
      return;
    }
    setPane({ kind: 'positive', message: response.message || text.saved });
    setNotes('');
    window.setTimeout(() => {
      attempt.current = null;
      onOpenChange(false);
      setPane({ kind: 'start' });
    }, 300);
  };

  const cameraReady = cameraState === 'ready';
  const early = action === 'O' ? earlyPunchOut(punch, now) : null;
  const earlyId = useId();

  // The buttons sit in the dialog's footer, outside the part that scrolls: on a short phone screen
  // the camera preview and the notes scroll, Cancelar and Punch In/Out stay in sight.
  const footer = pane.kind === 'start' && (
    <>
      <Button variant="secondary" onClick={() => close(false)}>
        {text.cancel}
      </Button>
      <Button
        type="submit"
        variant={action === 'I' ? 'success' : 'danger'}
        disabled={!cameraReady}
        aria-describedby={early ? earlyId : undefined}
      >
        {early ? text.confirmEarly : title}
      </Button>
    </>
  );

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={title}
      dismissible={!busy}
      focusFirstField={false}
      footer={footer}
      onSubmit={(event) => {
        event.preventDefault();
        if (pane.kind === 'start' && cameraReady) void submit();
      }}
    >
      {pane.kind === 'loading' && (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner label={text.processing} />
        </div>
      )}
      {pane.kind === 'positive' && (
        <div
          role="status"
          className="flex min-h-48 flex-col items-center justify-center gap-3 text-center"
        >
          <CircleCheck className="size-12 text-emerald-600" aria-hidden="true" />
          <p className="font-medium text-slate-900">{pane.message}</p>
        </div>
      )}
      {pane.kind === 'negative' && (
        <div
          role="alert"
          className="flex min-h-48 flex-col items-center justify-center gap-3 text-center"
        >
          <CircleAlert className="size-12 text-red-600" aria-hidden="true" />
          <p className="font-semibold text-slate-900">{text.errorTitle}</p>
          <p className="text-sm text-slate-600">{pane.message}</p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              {text.close}
            </Button>
            <Button onClick={() => void submit()}>{text.retry}</Button>
          </div>
        </div>
      )}
      {/* Hidden, not unmounted, while a pane shows: the camera keeps its stream for a retry. */}
      <div hidden={pane.kind !== 'start'} className="space-y-4">
        {/* The preview follows the screen's height, so the notes (and the early notice) fit beside
            it without scrolling on a phone. */}
        <div
          className={cn(
            'relative mx-auto aspect-[4/3] max-w-full overflow-hidden rounded-lg bg-slate-900',
            early ? 'h-[min(22dvh,16rem)]' : 'h-[min(30dvh,20rem)]',
          )}
        >
          <video
            ref={attachVideo}
            aria-label={text.cameraPreview}
            autoPlay
            playsInline
            muted
            className={cameraReady ? 'size-full -scale-x-100 object-cover' : 'hidden'}
          />
          {cameraState === 'starting' && (
            <div className="absolute inset-0 flex items-center justify-center">
              <Spinner label={text.cameraStarting} />
            </div>
          )}
          {cameraState === 'unavailable' && (
            <div
              role="alert"
              className="absolute inset-0 flex flex-col items-center justify-center gap-2 px-6 text-center text-white"
            >
              <CameraOff className="size-10 text-slate-300" aria-hidden="true" />
              <p className="font-semibold">{text.cameraUnavailable}</p>
              <p className="text-sm text-slate-300">{text.cameraHint}</p>
            </div>
          )}
        </div>
        {early && (
          <div
            id={earlyId}
            className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <Clock className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
            <div className="space-y-1">
              <p className="font-semibold">{text.earlyTitle}</p>
              <p>
                {text.earlyLeft(formatHours(early.minutesLeft / 60), punchTime(early.shiftEnd))}
              </p>
              <p>{text.earlyAsk}</p>
            </div>
          </div>
        )}
        {action === 'O' && punch && (
          <p className="text-sm text-slate-600">
            {text.entryTime}{' '}
            <span className="font-medium text-slate-900">{punchDateTimeDashed(punch.dateIn)}</span>
          </p>
        )}
        <TextareaField
          label={early ? text.earlyNotesLabel : text.notesLabel}
          placeholder={text.notesPlaceholder}
          value={notes}
          maxLength={PUNCH_NOTES_MAX}
          rows={2}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
    </Modal>
  );
}
