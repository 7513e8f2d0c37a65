import { afterEach, describe, expect, it } from 'vitest';
import { isAllowedThreeDSecureUrl } from './payment-errors';

const PORTAL = 'https://portal.hochzeitsportal.de';

afterEach(() => {
  delete window.__PORTAL_CONFIG__;
});

describe('where the portal may send the browser for 3-D Secure', () => {
  it("accepts a bank's https page on another origin only", () => {
    expect(isAllowedThreeDSecureUrl('https://acs.bank.example/3ds?t=1', PORTAL)).toBe(true);
    expect(isAllowedThreeDSecureUrl('http://acs.bank.example/3ds?t=1', PORTAL)).toBe(false);
    expect(isAllowedThreeDSecureUrl(`${PORTAL}/__mock/bank-3d-secure.html`, PORTAL)).toBe(false);
    expect(isAllowedThreeDSecureUrl('https://user:pw@acs.bank.example/3ds', PORTAL)).toBe(false);
    expect(isAllowedThreeDSecureUrl('javascript:alert(1)', PORTAL)).toBe(false);
    expect(isAllowedThreeDSecureUrl(null, PORTAL)).toBe(false);
  });

  it('accepts an origin the runtime configuration lists, and no other http origin (the production preview)', () => {
    const preview = 'http://127.0.0.1:4175';
    window.__PORTAL_CONFIG__ = { threeDSecureOrigins: [preview] };
    expect(isAllowedThreeDSecureUrl(`${preview}/__mock/bank-3d-secure.html?token=3ds_1`, preview)).toBe(true);
    expect(isAllowedThreeDSecureUrl('http://127.0.0.1:4176/__mock/bank-3d-secure.html', preview)).toBe(false);
    expect(isAllowedThreeDSecureUrl('http://127.0.0.1:41750/x', preview)).toBe(false);
    expect(isAllowedThreeDSecureUrl(`http://user@127.0.0.1:4175/x`, preview)).toBe(false);
  });
});
