import type { ShiftScope } from '@app/contract/shifts';
import { TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/utils';
import { shiftMessages as text } from '../shifts-messages';

const OPTIONS: { value: ShiftScope; label: string }[] = [
  { value: 'this', label: text.scopeThis },
  { value: 'following', label: text.scopeFollowing },
];

/** 'Solo este turno' or 'Este y los siguientes' (of the same user and group), with a warning for the latter. */
export function ScopeChoice({
  value,
  onChange,
}: {
  value: ShiftScope;
  onChange: (scope: ShiftScope) => void;
}) {
  const warning = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (value === 'following') warning.current?.scrollIntoView?.({ block: 'nearest' });
  }, [value]);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{text.fields.scope}</legend>
      <div className="flex flex-col gap-2 sm:flex-row">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600',
              value === option.value
                ? 'border-brand-500 bg-brand-50 text-brand-800'
                : 'border-slate-300 text-slate-700 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="shift-scope"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {value === 'following' && (
        <p
          ref={warning}
          role="alert"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
        >
          <TriangleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {text.scopeFollowingWarning}
        </p>
      )}
    </fieldset>
  );
}
