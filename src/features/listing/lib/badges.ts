// The badges of a provider (issue 13, point 5; docs/listing.md "Badges"). The spec names badges but no rule, so
// each badge is earned by a figure the document really has and the vendor can influence, and each says what is
// still missing. A paused listing (`onHold`) earns none: couples cannot see it, so nothing may point to it.
import type { ProviderDetail } from '../api/providers';
import { characterCount, TIP_DESCRIPTION_CHARS, TIP_IMAGES, TIP_REVIEWS } from './text-stats';

/** Fast answers: an average first answer within 4 business hours (spec point 9's response time)… */
export const FAST_RESPONSE_HOURS = 4;
/** …over at least this many answered requests of the six-month window, so a lucky week earns nothing. */
export const FAST_RESPONSE_MIN_ANSWERED = 10;
/** A reference gallery with at least this many partners. */
export const REFERENCES_MIN = 3;

export const BADGE_IDS = ['reviews', 'fastResponse', 'completeProfile', 'references'] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

/** One thing still missing, as an i18n key of `listing.badges.missing` and its values. */
export interface MissingStep {
  /** The badge card's `t(`listing.badges.missing.${key}`)` checks each against the texts. */
  key:
    | 'onHold'
    | 'reviews'
    | 'answered'
    | 'responseTime'
    | 'description'
    | 'images'
    | 'mainImage'
    | 'required'
    | 'references';
  values?: Record<string, number>;
  /** Values that are durations, in seconds: the page writes them by the portal's rule (`@/lib/duration`). */
  durations?: Record<string, number>;
}

export interface BadgeState {
  id: BadgeId;
  /** The figures it depends on loaded; a figure that failed leaves the badge undecided (not earned). */
  known: boolean;
  earned: boolean;
  missing: MissingStep[];
}

export interface BadgeFigures {
  provider: Pick<ProviderDetail, 'onHold' | 'description' | 'isMissingData' | 'mainImagePath'>;
  publishedReviews: number | undefined;
  activeImages: number | undefined;
  references: number | undefined;
  /** The provider's average first answer in business seconds and how many answers it is taken over. */
  responseTime: { averageSeconds: number | null; sampleSize: number } | undefined;
}

function badge(id: BadgeId, known: boolean, onHold: boolean, missing: MissingStep[]): BadgeState {
  const steps: MissingStep[] = onHold ? [{ key: 'onHold' }, ...missing] : missing;
  return { id, known, earned: known && steps.length === 0, missing: known ? steps : [] };
}

export function badgeStates({ provider, publishedReviews, activeImages, references, responseTime }: BadgeFigures) {
  const onHold = provider.onHold;
  const states: BadgeState[] = [];

  states.push(
    badge(
      'reviews',
      publishedReviews !== undefined,
      onHold,
      publishedReviews !== undefined && publishedReviews < TIP_REVIEWS
        ? [{ key: 'reviews', values: { n: TIP_REVIEWS - publishedReviews, min: TIP_REVIEWS } }]
        : [],
    ),
  );

  const fastSteps: MissingStep[] = [];
  if (responseTime) {
    if (responseTime.sampleSize < FAST_RESPONSE_MIN_ANSWERED) {
      fastSteps.push({
        key: 'answered',
        values: { n: FAST_RESPONSE_MIN_ANSWERED - responseTime.sampleSize, min: FAST_RESPONSE_MIN_ANSWERED },
      });
    }
    const seconds = responseTime.averageSeconds;
    // Compared as the page shows it, to the whole minute (src/lib/duration.ts): an average shown as "4 Std." is fast.
    if (seconds !== null && Math.round(seconds / 60) > FAST_RESPONSE_HOURS * 60) {
      fastSteps.push({ key: 'responseTime', durations: { duration: seconds, max: FAST_RESPONSE_HOURS * 3600 } });
    }
  }
  states.push(badge('fastResponse', responseTime !== undefined, onHold, fastSteps));

  const profileSteps: MissingStep[] = [];
  if (characterCount(provider.description) <= TIP_DESCRIPTION_CHARS)
    profileSteps.push({ key: 'description', values: { min: TIP_DESCRIPTION_CHARS } });
  if (activeImages !== undefined && activeImages < TIP_IMAGES)
    profileSteps.push({ key: 'images', values: { n: TIP_IMAGES - activeImages, min: TIP_IMAGES } });
  if (!provider.mainImagePath) profileSteps.push({ key: 'mainImage' });
  if (provider.isMissingData) profileSteps.push({ key: 'required' });
  states.push(badge('completeProfile', activeImages !== undefined, onHold, profileSteps));

  states.push(
    badge(
      'references',
      references !== undefined,
      onHold,
      references !== undefined && references < REFERENCES_MIN
        ? [{ key: 'references', values: { n: REFERENCES_MIN - references, min: REFERENCES_MIN } }]
        : [],
    ),
  );
  return states;
}
