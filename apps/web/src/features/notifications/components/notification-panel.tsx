import type { Notification } from '@app/contract/notifications';
import * as Popover from '@radix-ui/react-popover';
import { CheckCheck } from 'lucide-react';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/company-time';
import { cn } from '../../../lib/utils';
import { useNotifications } from '../api/get-notifications';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useReadNotification } from '../api/read-notification';
import { notificationMessages as text } from '../notifications-messages';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell: the popover opens under it, and focus goes back to it. */
  anchor: RefObject<HTMLButtonElement | null>;
};

/** A notification's link as an address of the app (a full URL of this site loses its origin). */
function appPath(link: string): string {
  try {
    const url = new URL(link, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/**
 * The bell's list (DECISIONS §10): the latest notifications (title, body, when), the unread ones
 * marked; opening one marks it read and goes to its screen; 'Marcar todas como leídas'.
 */
export function NotificationPanel({ open, onOpenChange, anchor }: Props) {
  const navigate = useNavigate();
  const notifications = useNotifications(true);
  const readOne = useReadNotification();
  const readAll = useReadAllNotifications();
  const rows = notifications.data?.rows ?? [];
  const unread = notifications.data?.unread ?? 0;

  const openOne = (item: Notification) => {
    if (!item.readAt) readOne.mutate(item.id);
    onOpenChange(false);
    void navigate(appPath(item.link));
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={text.title}
          onInteractOutside={(event) => {
            // The bell toggles the list itself.
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus();
          }}
          className="z-[60] flex max-h-[min(32rem,80dvh)] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
            <h2 className="text-sm font-semibold text-slate-900">{text.title}</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0 || readAll.isPending}
              onClick={() => readAll.mutate()}
            >
              <CheckCheck className="size-4" aria-hidden="true" />
              {text.markAll}
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {notifications.isPending ? (
              <div className="flex justify-center py-8">
                <Spinner label={text.loading} />
              </div>
            ) : notifications.isError ? (
              <div role="alert" className="space-y-2 px-4 py-6 text-center text-sm text-red-700">
                <p>{text.loadError}</p>
                <Button variant="secondary" size="sm" onClick={() => void notifications.refetch()}>
                  {text.retry}
                </Button>
              </div>
            ) : rows.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-slate-500">{text.empty}</p>
            ) : (
              <ul aria-label={text.listLabel} className="divide-y divide-slate-100">
                {rows.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => openOne(item)}
                      className={cn(
                        'flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                        !item.readAt && 'bg-brand-50/50',
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          'mt-1.5 size-2 shrink-0 rounded-full',
                          item.readAt ? 'bg-transparent' : 'bg-brand-600',
                        )}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block text-sm font-medium text-slate-900">
                          {item.title}
                          {!item.readAt && <span className="sr-only"> ({text.unread})</span>}
                        </span>
                        <span className="mt-0.5 block text-sm break-words text-slate-600">
                          {item.body}
                        </span>
                        <span className="mt-1 block text-xs text-slate-500 tabular-nums">
                          {formatDateTime(item.createdAt)}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
