import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { companyToday } from '../../lib/company-time';
import {
  dateToDateValue,
  dateValueToDate,
  dateValueToText,
  maskDateTyping,
  parseDateText,
} from '../../lib/date-input';
import { cn } from '../../lib/utils';
import { describedBy, FieldShell, fieldStateClasses, inputClasses } from './form-field';
import { useFieldText, type TypedFieldProps } from './use-field-text';

/** `value` is 'YYYY-MM-DD' once the typed date is whole. */
export type DateFieldProps = TypedFieldProps & {
  /** 'YYYY-MM-DD' bounds: days outside them cannot be picked in the calendar. */
  min?: string;
  max?: string;
  autoFocus?: boolean;
};

export const DATE_FIELD_TEXTS = {
  placeholder: 'DD/MM/AAAA',
  openCalendar: 'Abrir calendario',
  format: 'Formato DD/MM/AAAA',
};

/**
 * The one date field (decision 016): a text box that shows and takes DD/MM/YYYY whatever the
 * browser's language, with a Spanish calendar (Monday first) in a popover. It speaks the API's
 * 'YYYY-MM-DD'; use it with react-hook-form's `Controller` (`{...field}`) or as a controlled input.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  ref,
  id,
  required,
  disabled,
  error,
  hint,
  min,
  max,
  containerClassName,
  autoFocus,
}: DateFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const input = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const { text, setText, emit } = useFieldText(value, onChange, dateValueToText);
  const onType = (typed: string) => {
    const masked = maskDateTyping(text, typed);
    emit(masked, masked.trim() === '' ? '' : (parseDateText(masked) ?? masked));
  };
  const selected = dateValueToDate(value);
  const today = dateValueToDate(companyToday());
  const bounds = [
    ...(min && dateValueToDate(min) ? [{ before: dateValueToDate(min)! }] : []),
    ...(max && dateValueToDate(max) ? [{ after: dateValueToDate(max)! }] : []),
  ];

  return (
    <FieldShell
      id={fieldId}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={containerClassName}
    >
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <div className="relative">
            <input
              id={fieldId}
              ref={(element) => {
                input.current = element;
                if (typeof ref === 'function') ref(element);
                else if (ref) ref.current = element;
              }}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={DATE_FIELD_TEXTS.placeholder}
              maxLength={10}
              value={text}
              disabled={disabled}
              autoFocus={autoFocus}
              aria-required={required || undefined}
              onChange={(event) => onType(event.target.value)}
              onBlur={() => {
                const parsed = parseDateText(text);
                if (parsed) setText(dateValueToText(parsed));
                onBlur?.();
              }}
              onKeyDown={(event) => {
                if (event.altKey && event.key === 'ArrowDown') {
                  event.preventDefault();
                  setOpen(true);
                }
              }}
              className={cn(inputClasses, 'h-10 pr-11', fieldStateClasses(Boolean(error)))}
              {...describedBy(fieldId, error, hint)}
            />
            <Popover.Trigger asChild>
              <button
                type="button"
                disabled={disabled}
                aria-label={DATE_FIELD_TEXTS.openCalendar}
                className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900 disabled:text-slate-300"
              >
                <CalendarDays className="size-5" aria-hidden="true" />
              </button>
            </Popover.Trigger>
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={label}
            className="z-[60] rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
            onOpenAutoFocus={(event) => {
              // Straight onto the day to pick (the chosen one, else today): arrows move, Enter picks.
              event.preventDefault();
              const content = event.currentTarget as HTMLElement;
              content.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]')?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              input.current?.focus();
            }}
          >
            <DayPicker
              mode="single"
              locale={es}
              weekStartsOn={1}
              autoFocus
              selected={selected}
              // Today is the company's (lib/company-time.ts), not the browser's.
              today={today}
              defaultMonth={selected ?? (min ? dateValueToDate(min) : today)}
              disabled={bounds}
              onSelect={(date) => {
                if (date) {
                  const next = dateToDateValue(date);
                  emit(dateValueToText(next), next);
                }
                setOpen(false);
              }}
              className="date-field-calendar"
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </FieldShell>
  );
}
