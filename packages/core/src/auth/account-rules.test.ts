import { describe, expect, it } from 'vitest';
import { ageInYears, checkDateOfBirth, checkEmail, checkPassword, checkUsername } from './account-rules';

const now = Date.UTC(2026, 10, 21);

describe('account rules', () => {
  it('computes age by calendar day', () => {
    expect(ageInYears('2008-11-21', now)).toBe(18);
    expect(ageInYears('2008-11-22', now)).toBe(17);
    expect(ageInYears('2008-02-30', now)).toBeNull();
  });
  it('rejects under-age, impossible and future dates', () => {
    expect(checkDateOfBirth('2008-11-22', now)).toMatchObject({ ok: false, code: 'ACCOUNT_UNDERAGE' });
    expect(checkDateOfBirth('2030-01-01', now)).toMatchObject({ ok: false, code: 'ACCOUNT_DOB_INVALID' });
    expect(checkDateOfBirth('1990-13-01', now)).toMatchObject({ ok: false, code: 'ACCOUNT_DOB_INVALID' });
    expect(checkDateOfBirth('1990-05-01', now)).toMatchObject({ ok: true });
  });
  it('requires strong passwords', () => {
    expect(checkPassword('short1A').ok).toBe(false);
    expect(checkPassword('alllowercase1').ok).toBe(false);
    expect(checkPassword('NoDigitsHere').ok).toBe(false);
    expect(checkPassword('Str0ngPassword').ok).toBe(true);
  });
  it('refuses a common password from the given list, whatever its case', () => {
    const common = new Set(['q1w2e3r4t5', 'password123']);
    expect(checkPassword('Q1w2e3r4t5', common)).toMatchObject({ ok: false, code: 'ACCOUNT_PASSWORD_COMMON' });
    expect(checkPassword('PASSWORD123a', common).ok).toBe(true);
    expect(checkPassword('Password123', common)).toMatchObject({ ok: false, code: 'ACCOUNT_PASSWORD_COMMON' });
    expect(checkPassword('Q1w2e3r4t5').ok).toBe(true);
  });
  it('checks usernames and e-mails', () => {
    expect(checkUsername('ab').ok).toBe(false);
    expect(checkUsername('good_name.1').ok).toBe(true);
    expect(checkUsername('bad name').ok).toBe(false);
    expect(checkEmail('Player@Example.com')).toEqual({ ok: true, value: 'player@example.com' });
    expect(checkEmail('nope').ok).toBe(false);
  });
});
