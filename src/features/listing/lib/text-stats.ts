import { ProviderUpdateLimits } from '@/api/generated/limits';

/** Provider text minimum (spec point 5 and point 9: 300 characters). */
export const PROVIDER_TEXT_MIN_CHARS = ProviderUpdateLimits.properties.description.minLength;
/** About-text advice (spec point 5: 250-300 words): a hint, not a rule. */
export const ABOUT_TEXT_WORDS = { min: 250, max: 300 } as const;
/** Completeness tip (spec point 9): descriptions over 250 characters. */
export const TIP_DESCRIPTION_CHARS = 250;

/** Characters as the server counts them: the trimmed text. */
export function characterCount(text: string): number {
  return text.trim().length;
}

/** Words separated by white space. */
export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}
/** Completeness tips (spec point 9): 30 or more images, 20 or more reviews. */
export const TIP_IMAGES = 30;
export const TIP_REVIEWS = 20;
