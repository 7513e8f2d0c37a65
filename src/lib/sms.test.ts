import { describe, expect, it } from 'vitest';
import { smsCount } from './sms';

describe('smsCount', () => {
  it('counts SMS as the network does: 160/153 GSM-7 characters, 70/67 as UCS-2 once one character needs it', () => {
    const parts = (text: string) => smsCount(text).parts;
    expect(smsCount('')).toEqual({ parts: 0, unicode: false });
    expect(smsCount('Liebe Anna, gern!')).toEqual({ parts: 1, unicode: false });
    expect(parts('a'.repeat(160))).toBe(1);
    expect(parts('a'.repeat(161))).toBe(2);
    expect(parts('a'.repeat(306))).toBe(2);
    expect(parts('a'.repeat(307))).toBe(3);
    // German umlauts are in the GSM alphabet; "€" is in its extension table and counts twice.
    expect(smsCount('ä'.repeat(160))).toEqual({ parts: 1, unicode: false });
    expect(parts('€'.repeat(80))).toBe(1);
    expect(parts('€'.repeat(81))).toBe(2);
    // One dash "–" or German quotation mark makes the whole text UCS-2.
    expect(smsCount(`${'a'.repeat(69)}–`)).toEqual({ parts: 1, unicode: true });
    expect(smsCount(`${'a'.repeat(70)}–`)).toEqual({ parts: 2, unicode: true });
    expect(parts(`„${'a'.repeat(133)}“`)).toBe(3);
  });
});
