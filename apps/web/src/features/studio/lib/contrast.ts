import { contrastWithWhite, HEX_COLOUR, MIN_TEXT_CONTRAST } from '@parlance/shared';

/** The ratio of white text on `hex` (the server's measure), or null when `hex` is not `#rrggbb`. */
export const whiteContrast = (hex: string): number | null =>
  HEX_COLOUR.test(hex) ? contrastWithWhite(hex) : null;

/** Whether white text on `hex` is readable (WCAG AA, 4.5:1); false for anything but `#rrggbb`. */
export const readableWithWhite = (hex: string): boolean => (whiteContrast(hex) ?? 0) >= MIN_TEXT_CONTRAST;

/** "4.52:1", rounded down so that a colour shown as 4.50:1 really passes. */
export const formatRatio = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
