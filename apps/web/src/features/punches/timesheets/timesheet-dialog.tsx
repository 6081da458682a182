import { FileDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-error';
import { companyToday } from '../../../lib/company-time';
import { useActiveUsers } from '../../users/api/get-active-users';
import { useDownloadTimesheet } from '../api/download-timesheet';
import { timesheetMessages as text } from './timesheet-messages';
import { defaultTimesheetMonth, timesheetMonths } from './timesheet-months';

type TimesheetDialogProps = {
  onClose: () => void;
  /** The signed-in user (a worker downloads only theirs). */
  me: { id: number; name: string };
  /** Admin and office: any worker's, or everyone's as a ZIP. */
  manager: boolean;
};

const EVERYONE = 'all';

/** A manager's pick of whose record: everyone (ZIP) first, then each active worker. */
function WorkerSelect({
  value,
  onChange,
  me,
}: {
  value: string;
  onChange: (value: string, name: string | undefined) => void;
  me: { id: number; name: string };
}) {
  const users = useActiveUsers();
  const options = [
    { value: EVERYONE, label: text.everyone },
    ...(users.data ?? []).map((user) => ({
      value: String(user.id),
      label: user.id === me.id ? text.mine(user.name) : user.name,
    })),
  ];
  return (
    <SelectField
      label={text.user}
      value={value}
      onChange={(event) =>
        onChange(
          event.target.value,
          users.data?.find((user) => String(user.id) === event.target.value)?.name,
        )
      }
      options={options}
    />
  );
}

/**
 * 'Registro de jornada' (DECISIONS §11): a month (the last whole one first) and, for admin and
 * office, whose; then the PDF (or everyone's ZIP) is generated on the server and saved. A
 * failure stays in the dialog, beside the button to try again.
 */
export function TimesheetDialog({ onClose, me, manager }: TimesheetDialogProps) {
  const today = companyToday();
  const months = useMemo(() => timesheetMonths(today), [today]);
  const [month, setMonth] = useState(() => defaultTimesheetMonth(today));
  const [who, setWho] = useState<{ value: string; name?: string }>({
    value: manager ? EVERYONE : String(me.id),
  });
  const download = useDownloadTimesheet();
  const generating = download.isPending;
  const failure = download.isError ? errorMessage(download.error, text.error) : null;

  const close = () => {
    if (!generating) onClose();
  };
  const submit = () => {
    const userId = who.value === EVERYONE ? EVERYONE : Number(who.value);
    download.mutate(
      manager ? { month, userId, userName: who.name } : { month, userName: me.name },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={text.title}
      size="sm"
      dismissible={!generating}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={close} disabled={generating}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={generating}>
            <FileDown className="size-4" aria-hidden="true" />
            {generating ? text.downloading : text.download}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{manager ? text.introManager : text.intro}</p>
        <SelectField
          label={text.month}
          value={month}
          onChange={(event) => {
            setMonth(event.target.value);
            download.reset();
          }}
          options={months}
        />
        {manager && (
          <WorkerSelect
            value={who.value}
            onChange={(value, name) => {
              setWho({ value, name });
              download.reset();
            }}
            me={me}
          />
        )}
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {failure}
          </p>
        )}
      </div>
    </Modal>
  );
}

/** The button that opens it, for the page's header. */
export function TimesheetButton(props: Omit<TimesheetDialogProps, 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FileDown className="size-4" aria-hidden="true" />
        {text.open}
      </Button>
      {open && <TimesheetDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
