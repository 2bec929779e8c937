import { describe, expect, it } from 'vitest';
import { twoProportionPValue, wilsonInterval } from './statistics.js';

describe('report statistics', () => {
  it('gives the Wilson interval of published examples', () => {
    // 81 of 263: Wilson 95 % interval 0.2553 to 0.3662 (Newcombe 1998, example b on 81/263).
    const [low, high] = wilsonInterval(81, 263)!;
    expect(low).toBeCloseTo(0.2553, 4);
    expect(high).toBeCloseTo(0.3662, 4);
    // 0 of 10: from 0 to z²/(n+z²) = 3.8415/13.8415.
    const [zeroLow, zeroHigh] = wilsonInterval(0, 10)!;
    expect(zeroLow).toBe(0);
    expect(zeroHigh).toBeCloseTo(3.8415 / 13.8415, 4);
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('tests two proportions', () => {
    // 45/60 against 30/60: pooled 0.625, se = sqrt(0.625*0.375*2/60) = sqrt(0.0078125), z = 0.25/se = 2√2,
    // two-sided p = 2(1 - Φ(2.828427)) = 0.0046777.
    expect(twoProportionPValue(45, 60, 30, 60)).toBeCloseTo(0.0046777, 6);
    // Equal rates: z = 0, p = 1.
    expect(twoProportionPValue(10, 20, 15, 30)).toBeCloseTo(1, 6);
    expect(twoProportionPValue(0, 20, 0, 30)).toBe(1);
    expect(twoProportionPValue(1, 0, 1, 3)).toBeNull();
  });
});
