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

/** A space that sets thousands apart: typed, no-break, or the narrow no-break space some languages format with. */
const SPACE = /[\s\u00a0\u202f]/;
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
 * used, between groups of three digits; the language's decimal separator. Thousands may also be set apart by a
 * space in every language ("2 000", DIN 5008), but one text uses one kind of separator. Empty text is null;
 * anything else that is not such a number is NaN ("18000.5" in German, where the dot groups thousands).
 */
export function parseNumberText(text: string, languageTag: string): number | null {
  const symbols = symbolsOf(languageTag);
  const { decimal, digits } = symbols;
  let compact = fromArabicKeyboard(text.replace(MARKS, '').trim(), symbols);
  if (compact === '') return null;
  compact = [...compact].map((char) => (digits.includes(char) ? String(digits.indexOf(char)) : char)).join('');
  const negative = MINUS.test(compact);
  compact = compact.replace(MINUS, '');
  const [whole = '', fraction, ...rest] = compact.split(decimal);
  if (rest.length > 0 || fraction === '' || (fraction !== undefined && !/^\d+$/.test(fraction))) return Number.NaN;
  const groups = splitGroups(whole, symbols.group);
  if (groups === null) return Number.NaN;
  const value = Number(`${groups.join('')}.${fraction ?? '0'}`);
  return negative ? -value : value;
}

/** The digit groups of a whole part ("2.000" → 2, 000), or null when it is not digits grouped by three. */
function splitGroups(whole: string, group: string): string[] | null {
  if (/^\d+$/.test(whole)) return [whole];
  const groupIsSpace = SPACE.test(group);
  const bySpace = SPACE.test(whole);
  // A text that mixes a space with the language's own separator ("2.000 000") is not a number.
  if (bySpace && !groupIsSpace && whole.includes(group)) return null;
  const groups = bySpace || groupIsSpace ? whole.split(SPACE) : whole.split(group);
  const [first = '', ...others] = groups;
  if (!/^\d{1,3}$/.test(first) || others.length === 0 || others.some((g) => !/^\d{3}$/.test(g))) return null;
  return groups;
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
