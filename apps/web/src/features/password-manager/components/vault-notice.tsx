import { LockKeyhole, ShieldAlert } from 'lucide-react';

/** What the page shows behind the dialogs: locked, wrong password, not configured. */
export function VaultNotice({ message, alert = false }: { message: string; alert?: boolean }) {
  const Icon = alert ? ShieldAlert : LockKeyhole;
  return (
    <div
      role={alert ? 'alert' : 'status'}
      className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-12 text-center shadow-sm"
    >
      <Icon
        className={alert ? 'size-10 text-red-500' : 'size-10 text-slate-400'}
        aria-hidden="true"
      />
      <p className={alert ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'}>
        {message}
      </p>
    </div>
  );
}
