import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  createElement,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';

type VirtualRowsOptions = {
  count: number;
  /** A row's height before it has been measured (px). */
  estimate: (index: number) => number;
  /** A stable key per row (measured heights are kept by key). */
  keyOf: (index: number) => number;
  /** Below this many rows everything is rendered (find-in-page keeps working for small teams). */
  threshold?: number;
  /**
   * Rows rendered above and below the visible ones: enough that scrolling shows no gap and that
   * Tab always finds the next row's cells, few enough that the first screen does not build rows
   * nobody sees yet.
   */
  overscan?: number;
};

/** Where an item of the virtualizer is: its index and pixel span within the rows. */
type Placed = { index: number; start: number; end: number };

/**
 * Renders only the rows of a long calendar that are in (or near) view of its scroll box, so a week
 * of 500 users costs a screenful of rows (@tanstack/react-virtual, docs/decisions/042). Heights
 * are measured as rows render (rows may hold several shifts), estimated before that.
 *
 * Keyboard focus keeps working: a focused cell scrolls into view (the browser does it), the rows
 * around the visible ones are rendered so Tab and Shift+Tab always find the next cell, and the
 * row holding focus (with its neighbours) stays rendered while it is scrolled out of view, so
 * focus is never dropped to the page and Tab goes on from where it was.
 *
 * `rows(render)` lays out the rendered rows in document order with spacers for the others, so
 * the rows stay in the grid's normal flow (sticky user column, `content-visibility` rows).
 */
export function useVirtualRows({
  count,
  estimate,
  keyOf,
  threshold = 60,
  overscan = 5,
}: VirtualRowsOptions) {
  const enabled = count > threshold;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  // The rows start below the sticky header, inside the same scroll box.
  const [rowsTop, setRowsTop] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);

  // Read once per grid, not on every render: reading it forces a layout.
  useLayoutEffect(() => {
    const top = rowsRef.current?.offsetTop ?? 0;
    setRowsTop((current) => (current === top ? current : top));
  }, [enabled]);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null) return indexes;
      // The focused row and its neighbours, so that Tab and Shift+Tab go on from it.
      const kept = [focused - 1, focused, focused + 1].filter(
        (index) => index >= 0 && index < range.count && !indexes.includes(index),
      );
      return kept.length === 0 ? indexes : [...indexes, ...kept].sort((a, b) => a - b);
    },
    [focused],
  );

  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count,
    enabled,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimate,
    getItemKey: keyOf,
    overscan,
    scrollMargin: rowsTop,
    rangeExtractor,
    // Before the box is measured (the first render), the window stands in for it.
    initialRect:
      typeof window === 'undefined'
        ? { width: 1280, height: 800 }
        : { width: window.innerWidth, height: window.innerHeight },
  });

  /** Put on the rows' group: remembers which row holds focus while it is inside. */
  const focusHandlers = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const row = event.target.closest<HTMLElement>('[data-index]');
      const index = row ? Number(row.dataset.index) : null;
      setFocused((current) => (current === index ? current : index));
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as Node | null;
      if (!next || !event.currentTarget.contains(next)) setFocused(null);
    },
  };

  const placed: Placed[] = enabled
    ? virtualizer.getVirtualItems().map((item) => ({
        index: item.index,
        start: item.start - rowsTop,
        end: item.end - rowsTop,
      }))
    : [];
  const total = virtualizer.getTotalSize();

  /** The rendered rows, `render(index)` each, with spacers standing for the rows between. */
  function rows(render: (index: number) => ReactNode): ReactNode[] {
    if (!enabled) return Array.from({ length: count }, (_, index) => render(index));
    const out: ReactNode[] = [];
    let cursor = 0;
    for (const item of placed) {
      if (item.start > cursor) out.push(spacer(`gap-${item.index}`, item.start - cursor));
      out.push(render(item.index));
      cursor = Math.max(cursor, item.end);
    }
    if (total > cursor) out.push(spacer('gap-end', total - cursor));
    return out;
  }

  return {
    scrollRef,
    rowsRef,
    measure: virtualizer.measureElement,
    focusHandlers,
    rows,
  };
}

function spacer(key: string, height: number): ReactNode {
  return createElement('div', { key, 'aria-hidden': true, style: { height } });
}
