import { SHIFT_DEFAULT_COLOR } from '@app/contract/shifts';

const HEX = /^#?([0-9a-f]{6})$/i;

/** A few ready colours beside the free colour input of the shift form. */
export const SHIFT_SWATCHES = [
  { name: 'Azul', value: SHIFT_DEFAULT_COLOR },
  { name: 'Verde', value: '#10B981' },
  { name: 'Ámbar', value: '#F59E0B' },
  { name: 'Rojo', value: '#EF4444' },
  { name: 'Violeta', value: '#8B5CF6' },
  { name: 'Rosa', value: '#EC4899' },
  { name: 'Cian', value: '#06B6D4' },
  { name: 'Gris', value: '#64748B' },
] as const;

/** A colour as `#RRGGBB` (upper case), or the default when it is not one. */
export function normalizeColor(color: string): string {
  const match = HEX.exec(color.trim());
  return match ? `#${match[1]!.toUpperCase()}` : SHIFT_DEFAULT_COLOR;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a `#RRGGBB` colour, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const hex = normalizeColor(color).slice(1);
  const r = parseInt(hex.slice(0, 2), 16);
  const g = parseInt(hex.slice(2, 4), 16);
  const b = parseInt(hex.slice(4, 6), 16);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

type TextColor = '#000000' | '#FFFFFF';
/** A calendar holds thousands of chips in a handful of colours: each colour is worked out once. */
const textColors = new Map<string, TextColor>();

/** Black or white, whichever reads better on the colour (the higher contrast ratio). */
export function textColorOn(background: string): TextColor {
  let color = textColors.get(background);
  if (!color) {
    color =
      contrastRatio(background, '#000000') >= contrastRatio(background, '#FFFFFF')
        ? '#000000'
        : '#FFFFFF';
    if (textColors.size < 1000) textColors.set(background, color);
  }
  return color;
}
