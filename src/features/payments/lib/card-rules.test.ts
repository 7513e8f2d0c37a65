import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardDigits,
  cardProblems,
  cvvLength,
  expiryInFuture,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
} from './card-rules';

const TODAY = new Date(2026, 10, 24); // 24 November 2026

describe('card rules', () => {
  it('accepts numbers whose check digit fits (Luhn) and refuses one changed digit', () => {
    for (const valid of ['4111111111111111', '5555555555554444', '378282246310005', '4000000000003220']) {
      expect(luhnValid(valid), valid).toBe(true);
    }
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('5555555555554445')).toBe(false);
    expect(luhnValid('4111 1111')).toBe(false);
  });

  it('tells the brand by the prefix, including the Mastercard 2-series, and knows no others', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5105105105105100')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('2721000000000000')).toBeNull();
    expect(cardBrand('371449635398431')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBeNull();
  });

  it('asks 4 CVV digits of American Express and 3 of the others', () => {
    expect(cvvLength('amex')).toBe(4);
    expect(cvvLength('visa')).toBe(3);
    expect(cvvLength('mastercard')).toBe(3);
    expect(cardProblems({ number: '378282246310005', expiryMonth: 1, expiryYear: 2030, cvv: '123' }, TODAY).cvv).toBe(
      'cvvLength',
    );
    expect(cardProblems({ number: '378282246310005', expiryMonth: 1, expiryYear: 2030, cvv: '1234' }, TODAY)).toEqual(
      {},
    );
    expect(cardProblems({ number: '4111111111111111', expiryMonth: 1, expiryYear: 2030, cvv: '1234' }, TODAY).cvv).toBe(
      'cvvLength',
    );
  });

  it('counts a card valid through the whole month of its expiry', () => {
    expect(expiryInFuture(11, 2026, TODAY)).toBe(true);
    expect(expiryInFuture(10, 2026, TODAY)).toBe(false);
    expect(expiryInFuture(1, 2027, TODAY)).toBe(true);
    expect(expiryInFuture(13, 2027, TODAY)).toBe(false);
  });

  it('names the first problem of each field', () => {
    expect(
      cardProblems({ number: '4111 1111 1111 1112', expiryMonth: 10, expiryYear: 2026, cvv: '12' }, TODAY),
    ).toEqual({ number: 'numberChecksum', expiry: 'expiryPast', cvv: 'cvvLength' });
    expect(cardProblems({ number: '4111', expiryMonth: 12, expiryYear: 2030, cvv: '123' }, TODAY).number).toBe(
      'numberFormat',
    );
    expect(
      cardProblems({ number: '6011111111111117', expiryMonth: 12, expiryYear: 2030, cvv: '123' }, TODAY).number,
    ).toBe('brandUnsupported');
  });

  it('reads digits and expiry the way people type them', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry(' 8 / 2031 ')).toEqual({ month: 8, year: 2031 });
    expect(parseExpiry('13/29')).toBeNull();
    // Without the slash, as the card prints it (issue 38.11: "1229" was refused).
    expect(parseExpiry('0829')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('1229')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('122031')).toEqual({ month: 12, year: 2031 });
    expect(parseExpiry('1329')).toBeNull();
    expect(parseExpiry('829')).toBeNull();
  });

  it('shows number and expiry back the way the card prints them', () => {
    expect(formatCardNumber('4000000000003220')).toBe('4000 0000 0000 3220');
    expect(formatCardNumber('4000-0000 00003220')).toBe('4000 0000 0000 3220');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4000 00x0')).toBe('4000 00x0');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('8/2031')).toBe('08/31');
    expect(formatExpiry('13/29')).toBe('13/29');
  });
});
