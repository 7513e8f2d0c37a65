// split-sms ships no types: the part of its API the SMS counter uses (src/features/leads/components/messages).
declare module 'split-sms' {
  export interface SmsSplit {
    /** GSM-7 when every character is in the GSM alphabet (its extension table counts twice), else UCS-2. */
    characterSet: 'GSM' | 'Unicode';
    parts: Array<{ content: string; length: number; bytes: number }>;
    length: number;
    bytes: number;
    remainingInPart: number;
  }
  export function split(message: string, options?: { characterset?: 'GSM' | 'Unicode'; summary?: boolean }): SmsSplit;
}
