import { Bell } from 'lucide-react';
import { useRef, useState } from 'react';
import { LazyDialog } from '../../../lib/lazy-dialogs';
import { useNotifications } from '../api/get-notifications';
import { notificationMessages as text } from '../notifications-messages';
import { useAfterPageData } from './use-after-page-data';

// The list and its popover load when first opened: the bell is on every page (issue 30).
const loadPanel = () => import('./notification-panel').then((m) => m.NotificationPanel);

/**
 * The shell's bell (DECISIONS §10): the count of unread notifications, asked for after the
 * page's own data; a click opens the latest ones.
 */
export function NotificationBell() {
  const ready = useAfterPageData();
  const notifications = useNotifications(ready);
  const unread = notifications.data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={text.bell(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex size-9 items-center justify-center rounded-full bg-white text-slate-600 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white tabular-nums"
          >
            {text.badge(unread)}
          </span>
        )}
      </button>
      <LazyDialog open={open} load={loadPanel} onClose={() => setOpen(false)}>
        {(NotificationPanel) => (
          <NotificationPanel open={open} onOpenChange={setOpen} anchor={button} />
        )}
      </LazyDialog>
    </>
  );
}
