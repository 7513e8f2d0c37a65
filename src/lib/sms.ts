// What a text costs as SMS, counted as the network counts and bills it (split-sms): one rule for the SMS composer's
// counter and the mock's billed segments (GET /customers/{customerId}/sms).
import { split as splitSms } from 'split-sms';

/** What the text costs as SMS, counted as the network counts it. */
export interface SmsCount {
  parts: number;
  /**
   * A character outside the GSM alphabet ("–", "„", emoji …) sends the whole text as UCS-2: 70 characters in one
   * SMS, 67 a part when joined, instead of 160 and 153 (the extension characters "€", "[", … count twice).
   */
  unicode: boolean;
}

export function smsCount(text: string): SmsCount {
  if (text.length === 0) return { parts: 0, unicode: false };
  const { parts, characterSet } = splitSms(text);
  return { parts: parts.length, unicode: characterSet === 'Unicode' };
}
