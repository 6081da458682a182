import { cn } from '../../../lib/utils';
import { ADD_SHIFT_BUTTON } from './grid-classes';

type AddShiftButtonProps = {
  /** 'Añadir turno para Ana López el 03/11/2026': who and when, for assistive technology. */
  label: string;
  onClick: () => void;
  className?: string;
};

/**
 * The '+' of a cell that already holds a shift: creates a second (split) shift in that cell. The
 * '+' is drawn by CSS, so a week of 500 people gets one element per cell, not an icon's three.
 */
export function AddShiftButton({ label, onClick, className }: AddShiftButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(ADD_SHIFT_BUTTON, className)}
    />
  );
}
