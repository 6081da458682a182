import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

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
 * Renders only the rows of a long calendar that are in (or near) view of its scroll box, so a
 * week of 500 users costs a screenful of rows. Heights are measured as rows render (rows may hold
 * several shifts), estimated before that. Keyboard focus keeps working: a focused cell scrolls
 * into view and the rows after it are always rendered.
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

  /** Give it to each row (`ref={measure}` with `data-row-key`), so its real height is known. */
  const measure = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const rows = rowObserverRef.current();
    rows?.observe(node);
    return () => rows?.unobserve(node);
  }, []);

  const offsets = useMemo(() => {
    const list = new Float64Array(count + 1);
    for (let index = 0; index < count; index++) {
      list[index + 1] = list[index]! + (sizes.current.get(keyOf(index)) ?? estimate(index));
    }
    return list;
    // `version` changes when measured heights do.
  }, [count, estimate, keyOf, version]);

  if (!enabled) return { scrollRef, rowsRef, measure, start: 0, end: count, before: 0, after: 0 };

  // Before the box is measured (the first render), the window's height stands in for its own.
  const height = viewport.height || (typeof window === 'undefined' ? 800 : window.innerHeight);
  const from = viewport.top - viewport.rowsTop - overscan;
  const to = viewport.top - viewport.rowsTop + height + overscan;
  const start = Math.max(0, firstAtOrAfter(offsets, from) - 1);
  const end = Math.min(count, firstAtOrAfter(offsets, to) + 1);
  return {
    scrollRef,
    rowsRef,
    measure,
    start,
    end,
    before: offsets[start]!,
    after: offsets[count]! - offsets[end]!,
  };
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
