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
