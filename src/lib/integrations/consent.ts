// The visitor's consent (issue 22, point 2; German law: TTDSG § 25, GDPR): necessary always, statistics and
// marketing only when chosen. The record (categories, version, date) sits in local storage: it holds no personal
// data and survives a logout (src/lib/session-store.ts, KEPT_STORAGE_KEYS).
import { useSyncExternalStore } from 'react';
import type { IntegrationsConfig } from '../runtime-config';
import { CONSENT_STORAGE_KEY } from '../session-store';
import { OPEN_CONSENT_EVENT } from './consent-event';

export const CONSENT_CATEGORIES = ['necessary', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Raised when the policy (what each category covers) changes: every visitor is asked again. */
export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
}

export interface ConsentRecord extends ConsentChoice {
  version: number;
  /** ISO date of the choice (the proof of consent a data protection officer asks for). */
  decidedAt: string;
}

const CHANGED_EVENT = 'portal:consent-changed';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The stored choice; null when there is none, it is unreadable or of an older version. */
export function readConsent(): ConsentRecord | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    if (!isRecord(parsed) || parsed.version !== CONSENT_VERSION) return null;
    const { statistics, marketing, decidedAt } = parsed;
    if (typeof statistics !== 'boolean' || typeof marketing !== 'boolean' || typeof decidedAt !== 'string') return null;
    return { version: CONSENT_VERSION, statistics, marketing, decidedAt };
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = { version: CONSENT_VERSION, ...choice, decidedAt: now.toISOString() };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage blocked: the choice holds for this page only, and the banner asks again next time.
  }
  current = record;
  window.dispatchEvent(new Event(CHANGED_EVENT));
  return record;
}

let current: ConsentRecord | null | undefined;

export function getConsent(): ConsentRecord | null {
  if (current === undefined) current = readConsent();
  return current;
}

/** Whether the category may run now. Necessary always may; the others only after the visitor chose them. */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return getConsent()?.[category] === true;
}

export function onConsentChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // Another tab decided: the same choice holds here.
    if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
    current = readConsent();
    listener();
  };
  window.addEventListener(CHANGED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(onConsentChange, getConsent, () => null);
}

/**
 * The categories that have something to ask for in this deployment: statistics with an analytics id; marketing
 * has no service yet (its switch is shown, documented as empty). Without any, no banner is shown.
 */
export function categoriesToAsk(config: IntegrationsConfig): ConsentCategory[] {
  return config.analytics.measurementId ? ['statistics'] : [];
}

/** Opens the consent settings dialog (loads it first when it has not been loaded yet). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}

/** Forgets the choice held in memory (tests). */
export function resetConsentCache(): void {
  current = undefined;
}
