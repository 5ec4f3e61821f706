import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts a uuid in either case and refuses names and near misses', () => {
    expect(isUuid('0b9f5a7e-3c1d-4e2f-9a8b-7c6d5e4f3a2b')).toBe(true);
    expect(isUuid('0B9F5A7E-3C1D-4E2F-9A8B-7C6D5E4F3A2B')).toBe(true);
    expect(isUuid('player')).toBe(false);
    expect(isUuid('0b9f5a7e-3c1d-4e2f-9a8b-7c6d5e4f3a2')).toBe(false);
    expect(isUuid(' 0b9f5a7e-3c1d-4e2f-9a8b-7c6d5e4f3a2b')).toBe(false);
  });
});
