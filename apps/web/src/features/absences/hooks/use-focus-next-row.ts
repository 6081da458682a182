import { useEffect, useRef, useState } from 'react';

const visible = (element: Element) => element.getClientRects().length > 0;

/**
 * Focus after a row was decided or cancelled: the first button of the next row that still has one
 * (each row's buttons sit in a `data-row-actions` box, table or cards), else of an earlier row,
 * else the list's heading.
 */
export function focusNextRow(list: HTMLElement | null, index: number, heading: HTMLElement | null) {
  const buttons = [...(list?.querySelectorAll('[data-row-actions]') ?? [])]
    .filter(visible)
    .map((row) => row.querySelector<HTMLElement>('button:not([disabled])'));
  const next =
    buttons.slice(index).find(Boolean) ?? buttons.slice(0, index).reverse().find(Boolean);
  (next ?? heading)?.focus();
}

/**
 * `done(id)` once a row's dialog succeeded: when the list shows it handled (`handled` of its row,
 * undefined once the row is gone), focus moves to the next row's button (or the heading) instead
 * of the page's title the closed dialog falls back to.
 */
export function useFocusNextRow<Row extends { id: number }>(
  rows: readonly Row[] | undefined,
  handled: (row: Row | undefined) => boolean,
) {
  const list = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [after, setAfter] = useState<{ id: number; index: number } | null>(null);
  const ready =
    after !== null && rows !== undefined && handled(rows.find((row) => row.id === after.id));
  useEffect(() => {
    if (!ready || !after) return;
    // After the closed dialog has left the page and given focus back its own way (Radix, on a
    // timer at its unmount). `after` is left as it is: a render now would draw the list's cells
    // anew and drop the focus.
    let timer: ReturnType<typeof setTimeout>;
    let tries = 0;
    const settle = () => {
      const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]');
      if (dialogOpen && tries++ < 50) timer = setTimeout(settle, 10);
      else timer = setTimeout(() => focusNextRow(list.current, after.index, heading.current), 0);
    };
    settle();
    return () => clearTimeout(timer);
  }, [ready, after]);
  const done = (id: number) =>
    setAfter({ id, index: Math.max(0, rows?.findIndex((row) => row.id === id) ?? 0) });
  return { listRef: list, headingRef: heading, done };
}
