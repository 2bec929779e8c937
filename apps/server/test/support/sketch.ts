import { SKETCH_RELATIVE_ERROR } from '../../src/modules/conversations/report-sketch.js';

/**
 * A percentile as a report gives it: within the sketch's documented bound of the exact figure (relative to it,
 * REPORTING.md "Percentiles"), and null where the exact figure is null. For `toEqual` and `toMatchObject`.
 */
export const sketched = (exact: number | null): unknown =>
  exact === null
    ? null
    : {
        asymmetricMatch: (actual: unknown) =>
          typeof actual === 'number' &&
          Math.abs(actual - exact) <= SKETCH_RELATIVE_ERROR * Math.abs(exact) + 1e-9,
        toString: () => `a percentile within ${(SKETCH_RELATIVE_ERROR * 100).toFixed(2)} % of ${exact}`,
        toAsymmetricMatcher: () => `≈${exact}`,
      };
