import { describe, expect, it } from 'vitest';
import { creditRate, topUpCredit } from './top-up.js';

describe('top-up credit', () => {
  it('scales the rate by the charge rate', () => {
    expect(creditRate(60_000, 105)).toBe(63_000);
    expect(creditRate(60_000, 100)).toBe(60_000);
    expect(creditRate(60_001, 95)).toBe(57_001);
  });

  it('credits amount x rate x chargeRate / 100, rounded down to whole Toman', () => {
    expect(topUpCredit(10, 60_000, 100)).toBe(600_000);
    expect(topUpCredit(10, 60_000, 105)).toBe(630_000);
    expect(topUpCredit(0.1 + 0.2, 10, 100)).toBe(3);
    expect(topUpCredit(123.456789, 21_950, 97)).toBe(2_628_580);
    expect(topUpCredit(0.00000001, 60_000, 100)).toBe(0);
  });
});
