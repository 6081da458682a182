import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import { accountMessages as text } from '../account-messages';

/**
 * 'Notificaciones': the switch 'Recibir notificaciones por correo' (DECISIONS §10). One choice
 * saved as it is flipped, so no form: the switch shows the saved value, and stays put on a refusal.
 */
export function NotificationPreference() {
  const headingId = useId();
  const introId = useId();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const checked = update.isPending
    ? update.variables.emailNotifications
    : (preferences.data?.emailNotifications ?? true);
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {text.notificationsSection}
        </h2>
        <p id={introId} className="text-sm text-slate-500">
          {text.notificationsIntro}
        </p>
        {preferences.isPending ? (
          <Spinner label={text.loadingPreferences} />
        ) : preferences.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {text.preferencesLoadError}
          </p>
        ) : (
          <label className="flex cursor-pointer items-center justify-between gap-4">
            <span className="text-sm font-medium text-slate-900">{text.emailNotifications}</span>
            <button
              type="button"
              role="switch"
              aria-checked={checked}
              aria-describedby={introId}
              disabled={update.isPending}
              onClick={() => update.mutate({ emailNotifications: !checked })}
              className={cn(
                'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
                checked ? 'bg-brand-600' : 'bg-slate-300',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-block size-5 rounded-full bg-white shadow transition-transform',
                  checked ? 'translate-x-5' : 'translate-x-0.5',
                )}
              />
            </button>
          </label>
        )}
      </section>
    </Card>
  );
}
