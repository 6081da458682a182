import { SIGN_IN_METHOD_LABELS, type SessionItem } from '@app/contract/sessions';
import { DataTable, type Column } from '../../../components/list-page/data-table';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/company-time';
import { sessionMessages as text } from './session-messages';
import { lastSeenText } from './session-time';

type SessionListProps = {
  sessions: SessionItem[];
  /** Asks to end a session other than this one. */
  onEnd: (session: SessionItem) => void;
  busy: boolean;
};

/** The open sessions: a table on a wide screen, a card each on a phone (DataTable). */
export function SessionList({ sessions, onEnd, busy }: SessionListProps) {
  const now = new Date();
  const columns: Column<SessionItem>[] = [
    {
      key: 'device',
      header: text.device,
      primary: true,
      cell: (session) => (
        <span className="inline-flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {session.device}
          {session.current && <Badge tone="brand">{text.thisSession}</Badge>}
        </span>
      ),
    },
    {
      key: 'address',
      header: text.address,
      cell: (session) => (
        <span className="font-mono text-xs break-all">{session.address || text.noAddress}</span>
      ),
    },
    {
      key: 'method',
      header: text.method,
      cell: (session) => SIGN_IN_METHOD_LABELS[session.method],
    },
    {
      key: 'createdAt',
      header: text.createdAt,
      cell: (session) => (
        <span className="whitespace-nowrap">{formatDateTime(session.createdAt)}</span>
      ),
    },
    {
      key: 'lastSeenAt',
      header: text.lastSeenAt,
      cell: (session) => (
        <time
          dateTime={session.lastSeenAt}
          title={formatDateTime(session.lastSeenAt)}
          className="whitespace-nowrap"
        >
          {lastSeenText(session.lastSeenAt, now)}
        </time>
      ),
    },
    {
      key: 'actions',
      header: text.actions,
      srOnlyHeader: true,
      cardCorner: true,
      align: 'right',
      cell: (session) =>
        session.current ? null : (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => onEnd(session)}
            aria-label={text.endLabel(session.device)}
          >
            {text.end}
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      caption={text.tableLabel}
      columns={columns}
      rows={sessions}
      rowKey={(session) => session.id}
    />
  );
}
