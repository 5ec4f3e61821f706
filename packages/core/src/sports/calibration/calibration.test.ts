import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './harness';

describe('wilson interval', () => {
  it('brackets the frequency and narrows with n', () => {
    const small = wilsonInterval(30, 100, 1.96);
    const large = wilsonInterval(3000, 10000, 1.96);
    expect(small.low).toBeLessThan(0.3);
    expect(small.high).toBeGreaterThan(0.3);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(wilsonInterval(0, 10, 1.96).low).toBe(0);
  });
});
