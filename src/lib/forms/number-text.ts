// Numbers as people type them in their language (issue 11, point 4): "18.000,50" in German, "18,000.50" in
// English. The portal writes Latin digits in every language (src/lib/format.ts), but an Arabic keyboard types
// Arabic-Indic digits and separators ("١٨٬٠٠٠٫٥٠"): those are read as well. Forms keep the number itself (what the API takes); the text in the field is
// parsed with the language's group and decimal separators and written back in the same form on blur and load.
import { intlNumberFormat } from '@/lib/format';

interface NumberSymbols {
  group: string;
  decimal: string;
  /** The language's own digits, index = value (Latin digits are always accepted too). */
  digits: string[];
}

const symbolsByTag = new Map<string, NumberSymbols>();

function symbolsOf(languageTag: string): NumberSymbols {
  let symbols = symbolsByTag.get(languageTag);
  if (!symbols) {
    const format = intlNumberFormat(languageTag);
    const parts = format.formatToParts(12345.6);
    const digits = Array.from({ length: 10 }, (_, digit) => format.format(digit));
    symbols = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      digits,
    };
    symbolsByTag.set(languageTag, symbols);
  }
  return symbols;
}

/** Spaces a group separator may be typed as (a plain space where the language uses a narrow no-break one). */
const SPACES = /[\s\u00a0\u202f]/g;
/** Direction marks Intl puts around signs in right-to-left languages. */
const MARKS = /[\u061c\u200e\u200f]/g;
const MINUS = /^[-\u2212]/;
/** Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits, read as the digit they stand for. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const ARABIC_DECIMAL = '\u066b';
const ARABIC_GROUP = '\u066c';

/** Text typed with an Arabic keyboard, in the language's own separators and Latin digits. */
function fromArabicKeyboard(text: string, { group, decimal }: NumberSymbols): string {
  return text
    .replace(ARABIC_DIGITS, (char) => {
      const code = char.charCodeAt(0);
      return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
    })
    .replaceAll(ARABIC_DECIMAL, decimal)
    .replaceAll(ARABIC_GROUP, group);
}

/**
 * The number in `text`, written the way `languageTag` writes numbers: group separators optional but, when
 * used, between groups of three digits; the language's decimal separator. Empty text is null; anything else
 * that is not such a number is NaN ("18000.5" in German, where the dot groups thousands).
 */
export function parseNumberText(text: string, languageTag: string): number | null {
  const symbols = symbolsOf(languageTag);
  const { group, decimal, digits } = symbols;
  let compact = fromArabicKeyboard(text.replace(MARKS, '').trim(), symbols);
  if (compact === '') return null;
  compact = [...compact].map((char) => (digits.includes(char) ? String(digits.indexOf(char)) : char)).join('');
  const negative = MINUS.test(compact);
  compact = compact.replace(MINUS, '');
  const groupIsSpace = group.replace(SPACES, '') === '';
  if (groupIsSpace) compact = compact.replace(SPACES, ' ');
  const [whole = '', fraction, ...rest] = compact.split(decimal);
  if (rest.length > 0 || fraction === '' || (fraction !== undefined && !/^\d+$/.test(fraction))) return Number.NaN;
  const groups = whole.split(groupIsSpace ? ' ' : group);
  const [first = '', ...others] = groups;
  if (!/^\d+$/.test(first) || (others.length > 0 && (first.length > 3 || others.some((g) => !/^\d{3}$/.test(g)))))
    return Number.NaN;
  const value = Number(`${groups.join('')}.${fraction ?? '0'}`);
  return negative ? -value : value;
}

export interface NumberTextOptions {
  /** Decimal places the field takes; 0 for whole numbers. */
  decimals?: number;
  /** Whether a number with a fraction shows all `decimals` places ("18.000,50" for an amount, not "18.000,5"). */
  fixedDecimals?: boolean;
}

/** The text of `value` in a field: the language's grouping and decimal separator; empty for null. */
export function formatNumberText(
  value: number | null | undefined,
  languageTag: string,
  { decimals = 0, fixedDecimals = false }: NumberTextOptions = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const minimumFractionDigits = fixedDecimals && !Number.isInteger(value) ? decimals : 0;
  return intlNumberFormat(languageTag, { minimumFractionDigits, maximumFractionDigits: decimals }).format(value);
}
