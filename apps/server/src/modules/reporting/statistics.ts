/** The statistics of the assist-impact report: Wilson intervals and a two-proportion z-test (percentiles are SQL's). */

const Z_95 = 1.959963984540054;

/** The Wilson score 95 % interval of `successes` out of `trials`; null without trials. */
export const wilsonInterval = (successes: number, trials: number): [number, number] | null => {
  if (trials === 0) return null;
  const rate = successes / trials;
  const z2 = Z_95 * Z_95;
  const centre = (rate + z2 / (2 * trials)) / (1 + z2 / trials);
  const half =
    (Z_95 / (1 + z2 / trials)) * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
};

/** The error function, to within 1.2e-7 (Numerical Recipes' `erfc` by Chebyshev fit). */
const erf = (x: number): number => {
  const t = 1 / (1 + 0.5 * Math.abs(x));
  const tau =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - tau : tau - 1;
};

/** The standard normal distribution function. */
export const normalCdf = (z: number): number => 0.5 * (1 + erf(z / Math.SQRT2));

/**
 * The two-sided p-value of a pooled two-proportion z-test (no continuity correction): whether `x1` of `n1` and
 * `x2` of `n2` could come from one rate. Null when a group is empty; 1 when both rates are 0 or both 1.
 */
export const twoProportionPValue = (x1: number, n1: number, x2: number, n2: number): number | null => {
  if (n1 === 0 || n2 === 0) return null;
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return 1;
  const z = Math.abs(x1 / n1 - x2 / n2) / se;
  return Math.min(1, 2 * (1 - normalCdf(z)));
};
