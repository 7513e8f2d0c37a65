// Server texts in the API's four answer languages. The portal's eight locales map onto them by their language
// (de-DE → de; en-AU/CA/SA/US → en; tr-TR → tr; ar-AE/SA → ar), as a real server reads `Accept-Language`. Every
// seeded label and server-built text carries all four, written (not copied): the type makes a missing one a
// type error instead of an English fallback.
import { z } from 'zod';

export const LANGUAGE_KEYS = ['de', 'en', 'tr', 'ar'] as const;
export type LanguageKey = (typeof LANGUAGE_KEYS)[number];

export const zLabels = z.object({
  de: z.string().min(1),
  en: z.string().min(1),
  tr: z.string().min(1),
  ar: z.string().min(1),
});

/** A label or server text in every answer language. */
export type Labels = z.infer<typeof zLabels>;

/** The language of the answer's labels, from Accept-Language (German by default). */
export function languageOf(request: Request): LanguageKey {
  const header = (request.headers.get('Accept-Language') ?? '').trim().toLowerCase();
  if (header.startsWith('en')) return 'en';
  if (header.startsWith('tr')) return 'tr';
  if (header.startsWith('ar')) return 'ar';
  return 'de';
}

export function label(labels: Labels, language: LanguageKey): string {
  return labels[language];
}

/** The same text built in every language (a template that only fills in names or numbers). */
export function eachLanguage(build: (language: LanguageKey) => string): Labels {
  return { de: build('de'), en: build('en'), tr: build('tr'), ar: build('ar') };
}

/**
 * The Intl locale that writes each answer language's dates and numbers: Gregorian calendar and Latin digits in
 * Arabic too (as the portal formats them, `src/lib/format.ts`; a bare `ar-SA` would pick the Hijri calendar).
 */
const INTL_LOCALE: Record<LanguageKey, string> = {
  de: 'de-DE',
  en: 'en-GB',
  tr: 'tr-TR',
  ar: 'ar-u-ca-gregory-nu-latn',
};

// Formatters are made once per language: making one costs more than formatting with it, and a seed formats
// thousands of months and prices (1.2 s of a 100 s test file went to making them).
const monthFormats = new Map<LanguageKey, Intl.DateTimeFormat>();
const euroFormats = new Map<LanguageKey, Intl.NumberFormat>();

function monthFormat(language: LanguageKey): Intl.DateTimeFormat {
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  return format;
}

/** A month (the UTC month of `date`) with its year in the language's own words: "Mai 2026", "مايو 2026". */
export function monthIn(date: Date, language: LanguageKey): string {
  return monthFormat(language).format(date);
}

/** Two months as one span in the language's own form: "März–Mai 2026", "November 2026 – Januar 2027". */
export function monthSpanIn(first: Date, last: Date, language: LanguageKey): string {
  return monthFormat(language).formatRange(first, last);
}

/**
 * Whole euros as the language writes them: "39 €", "€39". Intl's no-break space becomes a plain one, as the stored
 * invoice texts have always written it (a text match on the page reads it so).
 */
export function eurosIn(amount: number, language: LanguageKey): string {
  let format = euroFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[language], {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    euroFormats.set(language, format);
  }
  return format.format(amount).replace(/[\u00A0\u202F]/g, ' ');
}
