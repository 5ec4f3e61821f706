import { describe, expect, it } from 'vitest';
import { slugOf } from './components/create-page-modal';

describe('slugOf', () => {
  it('suggests a valid slug from a title in any language', () => {
    expect(slugOf('Bonus Rules 2026!')).toBe('bonus-rules-2026');
    expect(slugOf('Política de privacidad')).toBe('politica-de-privacidad');
    expect(slugOf('  --Hello--World--  ')).toBe('hello-world');
    expect(slugOf('नियम')).toBe('');
  });
});
