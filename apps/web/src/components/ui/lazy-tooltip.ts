/**
 * The tooltip's code (Radix with its positioning engine, about 14 KB brotli), for places that show
 * one only in some states: loaded when first wanted (docs/decisions/072) with
 * `useLoadedComponent(loadTooltip, wanted)`.
 */
export const loadTooltip = () => import('./tooltip').then((m) => m.Tooltip);
