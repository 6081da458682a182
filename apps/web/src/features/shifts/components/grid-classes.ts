/**
 * Shared layout of the calendars. Each scrolls inside its own box (both ways), so its header row
 * and its user column stay in view (sticky) and the page itself never scrolls sideways on a phone.
 */
export const SCROLL_AREA =
  'relative overflow-auto overscroll-x-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';
/**
 * Week and day grids keep their header in view by scrolling inside a box as tall as the window; a
 * focused cell never hides under the sticky header or user column.
 */
export const TALL_SCROLL_AREA = `${SCROLL_AREA} max-h-[calc(100dvh-13rem)] scroll-pt-12 scroll-pl-30 sm:scroll-pl-40`;

/**
 * Week: the user column, then 7 day columns. Room beyond the days' minimum goes to the names
 * first (up to 16rem), then to the days, so a wide screen does not cut names it has room for.
 */
export const WEEK_COLUMNS =
  'grid grid-cols-[7.5rem_repeat(7,minmax(8rem,1fr))] sm:grid-cols-[minmax(10rem,16rem)_repeat(7,minmax(8.5rem,1fr))]';
export const WEEK_MIN_WIDTH = 'min-w-[63.5rem] sm:min-w-[69.5rem]';
/** Week on a phone: the user column and the one day shown (the day bar moves between days). */
export const WEEK_DAY_COLUMNS = 'grid grid-cols-[7.5rem_minmax(0,1fr)]';

/** Day: the user column, then a 24-hour track of 4.5rem per hour. */
export const HOUR_WIDTH_REM = 4.5;
export const DAY_COLUMNS = 'grid grid-cols-[7.5rem_108rem] sm:grid-cols-[10rem_108rem]';
export const DAY_MIN_WIDTH = 'min-w-[115.5rem] sm:min-w-[118rem]';

/** The user column stays put while the days scroll sideways. */
export const STICKY_USER_CELL = 'sticky left-0 z-10 border-r border-slate-200';

/**
 * Row heights before measuring (px): a 4rem cell, or the chips it holds (2.625rem each, 0.25rem
 * apart) and, for a manager, the '+' under them (1.5rem and its 0.25rem gap).
 */
export const ROW_HEIGHT = 65;
export const CHIP_HEIGHT = 42;
const ADD_ROW_HEIGHT = 28;
/** The height of a week cell's stack of chips (px). */
export const chipsHeight = (chips: number) => chips * (CHIP_HEIGHT + 4) - 4;
/** An absence's badge above a cell's shifts (1.25rem and its 0.25rem gap). */
export const ABSENCE_BADGE_HEIGHT = 24;
export const estimateWeekRowHeight = (
  mostShiftsInADay: number,
  canAdd = false,
  withAbsence = false,
) => {
  const badge = withAbsence ? ABSENCE_BADGE_HEIGHT : 0;
  if (mostShiftsInADay === 0) return ROW_HEIGHT;
  const add = canAdd ? ADD_ROW_HEIGHT : 0;
  return Math.max(ROW_HEIGHT, 8 + badge + chipsHeight(mostShiftsInADay) + add + 1);
};

/** An empty cell's create button: the whole cell, a '+' on hover and on keyboard focus. */
export const CREATE_CELL_BUTTON =
  'absolute inset-0 cursor-pointer transition-colors hover:bg-brand-50/70 focus-visible:z-[5] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 after:pointer-events-none after:absolute after:inset-0 after:flex after:items-center after:justify-center after:text-lg after:font-light after:text-brand-600';
export const CREATE_CELL_PLUS = "hover:after:content-['+'] focus-visible:after:content-['+']";
/** The '+' under a cell's shifts: a second (split) shift in the same cell, always in view. */
export const ADD_SHIFT_BUTTON =
  "flex h-6 w-full cursor-pointer items-center justify-center rounded-md border border-dashed border-slate-200 text-slate-500 transition-colors hover:border-brand-500 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 after:text-base after:leading-none after:content-['+']";
