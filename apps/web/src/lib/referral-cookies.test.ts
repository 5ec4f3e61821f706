import { afterEach, describe, expect, it } from 'vitest';
import { affiliateCodeOf, readCookie, referralCookieStrings, saveReferralCookies } from './referral-cookies';

afterEach(() => {
  document.cookie = 'affiliateId=; max-age=0; path=/';
  document.cookie = 'cashAgentId=; max-age=0; path=/';
});

describe('referral cookies', () => {
  it('aff and ca become affiliateId and cashAgentId for 30 days on path /', () => {
    expect(referralCookieStrings('?aff=P123&ca=A9')).toEqual([
      'affiliateId=P123; max-age=2592000; path=/; SameSite=Lax',
      'cashAgentId=A9; max-age=2592000; path=/; SameSite=Lax',
    ]);
  });

  it('sets nothing without the parameters, or for empty values', () => {
    expect(referralCookieStrings('?lng=es')).toEqual([]);
    expect(referralCookieStrings('?aff=&ca=%20')).toEqual([]);
  });

  it('encodes the value and ignores oversized ones', () => {
    expect(referralCookieStrings('?aff=a%3Bb')[0]).toMatch(/^affiliateId=a%3Bb;/);
    expect(referralCookieStrings(`?aff=${'x'.repeat(200)}`)).toEqual([]);
  });

  it('writes the cookies to the document', () => {
    saveReferralCookies('?aff=PARTNER7&ca=AG2');
    expect(readCookie('affiliateId')).toBe('PARTNER7');
    expect(readCookie('cashAgentId')).toBe('AG2');
  });

  it('reads the partner code of an arrival (what the click records), trimmed, none when empty or oversized', () => {
    expect(affiliateCodeOf('?aff=%20ACME%20&ca=1')).toBe('ACME');
    expect(affiliateCodeOf('?ca=1')).toBeNull();
    expect(affiliateCodeOf('?aff=')).toBeNull();
    expect(affiliateCodeOf(`?aff=${'x'.repeat(200)}`)).toBeNull();
  });
});
