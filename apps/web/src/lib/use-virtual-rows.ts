import {
  createElement,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type Ref,
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
   * Extra pixels of rows rendered above and below the visible part: enough that scrolling shows
   * no gap, few enough that the first screen does not build rows nobody sees yet.
   */
  overscan?: number;
};

/**
 * Renders only the rows of a long list that are in (or near) view of its scroll box, so a list
 * of 500 rows costs a screenful of them (the shift calendar's week and day grids: a week of 500
 * users). Any long list may use it: `scrollRef` on the scroll box, `rowsRef` and `focusHandlers`
 * on the rows' group, `measure` with `data-row-key` and `data-index` on each row, and the rows laid
 * out by `rows(render)`. Heights are measured as rows render (a row may hold several lines),
 * estimated before that.
 *
 * Keyboard focus keeps working: a focused cell scrolls into view (the browser does it), the rows
 * around the visible ones are rendered so Tab and Shift+Tab always find the next cell, and the
 * row holding focus (with its neighbours) stays rendered while it is scrolled out of view, so
 * focus is never dropped to the page and Tab goes on from where it was.
 *
 * `rows(render)` lays out the rendered rows in document order with spacers for the others, so
 * the rows stay in the grid's normal flow (sticky user column, `content-visibility` rows).
 * Hand-written rather than @tanstack/react-virtual: decision 042 measured both.
 */
export function useVirtualRows({
  count,
  estimate,
  keyOf,
  threshold = 60,
  overscan = 400,
}: VirtualRowsOptions) {
  const enabled = count > threshold;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ top: 0, height: 0, rowsTop: 0 });
  const sizes = useRef(new Map<number, number>());
  const [version, setVersion] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const [focused, setFocused] = useState<number | null>(null);

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

  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box || !enabled) return;
    const read = () => {
      const next = {
        top: box.scrollTop,
        height: box.clientHeight,
        rowsTop: rowsRef.current?.offsetTop ?? 0,
      };
      setViewport((current) =>
        current.top === next.top &&
        current.height === next.height &&
        current.rowsTop === next.rowsTop
          ? current
          : next,
      );
    };
    read();
    box.addEventListener('scroll', read, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(read) : null;
    resize?.observe(box);
    return () => {
      box.removeEventListener('scroll', read);
      resize?.disconnect();
    };
  }, [enabled]);

  // Rows attach their refs before this component's effects run, so the observer is made on demand.
  const frame = useRef(0);
  const rowObserver = () => {
    if (!observer.current && typeof ResizeObserver === 'function') {
      observer.current = new ResizeObserver((entries) => {
        let changed = false;
        for (const entry of entries) {
          const key = Number((entry.target as HTMLElement).dataset.rowKey);
          const height =
            entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height;
          if (height > 0 && sizes.current.get(key) !== height) {
            sizes.current.set(key, height);
            changed = true;
          }
        }
        if (changed && !frame.current) {
          frame.current = requestAnimationFrame(() => {
            frame.current = 0;
            setVersion((value) => value + 1);
          });
        }
      });
    }
    return observer.current;
  };
  const rowObserverRef = useRef(rowObserver);

  useLayoutEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );

  /** Give it to each row (`ref={measure}` with `data-row-key` and `data-index`), so its real height is known. */
  const measure = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const rows = rowObserverRef.current();
    rows?.observe(node);
    return () => rows?.unobserve(node);
  }, []);

  const offsets = useMemo(() => {
    const list = new Float64Array(count + 1);
    for (let index = 0; index < count; index++) {
      // Measured heights live in a ref, not in state, on purpose (decision 042): a state update per
      // measured row would re-render the grid per row; `version` re-renders once per frame instead.
      // eslint-disable-next-line react-hooks/refs
      list[index + 1] = list[index]! + (sizes.current.get(keyOf(index)) ?? estimate(index));
    }
    return list;
    // `version` changes when measured heights do.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the measured heights' change
  }, [count, estimate, keyOf, version]);

  if (!enabled) {
    const all = (render: (index: number) => ReactNode) =>
      Array.from({ length: count }, (_, index) => render(index));
    return { scrollRef, rowsRef, measure, focusHandlers, rows: all };
  }

  // Before the box is measured (the first render), the window's height stands in for its own.
  const height = viewport.height || (typeof window === 'undefined' ? 800 : window.innerHeight);
  const from = viewport.top - viewport.rowsTop - overscan;
  const to = viewport.top - viewport.rowsTop + height + overscan;
  const start = Math.max(0, firstAtOrAfter(offsets, from) - 1);
  const end = Math.min(count, firstAtOrAfter(offsets, to) + 1);
  const indexes: number[] = [];
  // The focused row and its neighbours, so that Tab and Shift+Tab go on from it.
  const kept =
    focused === null
      ? []
      : [focused - 1, focused, focused + 1].filter(
          (index) => index >= 0 && index < count && (index < start || index >= end),
        );
  for (const index of kept) if (index < start) indexes.push(index);
  for (let index = start; index < end; index++) indexes.push(index);
  for (const index of kept) if (index >= end) indexes.push(index);

  /** The rendered rows, `render(index)` each, with spacers standing for the rows between. */
  function rows(render: (index: number) => ReactNode): ReactNode[] {
    const out: ReactNode[] = [];
    let cursor = 0;
    for (const index of indexes) {
      const top = offsets[index]!;
      if (top > cursor) out.push(spacer(`gap-${index}`, top - cursor));
      out.push(render(index));
      cursor = offsets[index + 1]!;
    }
    if (offsets[count]! > cursor) out.push(spacer('gap-end', offsets[count]! - cursor));
    return out;
  }

  return { scrollRef, rowsRef, measure, focusHandlers, rows };
}

function spacer(key: string, height: number): ReactNode {
  return createElement('div', { key, 'aria-hidden': true, style: { height } });
}

/** Index of the first row whose top is at or after `position` (binary search on the offsets). */
function firstAtOrAfter(offsets: Float64Array, position: number): number {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (offsets[middle]! < position) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The attributes of a virtual list's row (`<div {...virtualRowProps(measure, index, key)}>`): its
 * measuring ref, the keys the virtualizer reads back, and its ARIA row number (1-based, the
 * header row being 1).
 */
export function virtualRowProps(measure: Ref<HTMLDivElement>, index: number, key: number) {
  return {
    ref: measure,
    role: 'row',
    'aria-rowindex': index + 2,
    'data-index': index,
    'data-row-key': key,
  } as const;
}
