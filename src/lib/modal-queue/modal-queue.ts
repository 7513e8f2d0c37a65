import { matchPath } from 'react-router-dom';
import { allRoutes } from '@/config/paths';
import type { ModalHistory } from './modal-history';

/** Spec point 9: the first modal shows about 100 ms after the user and the missing data have loaded. */
export const MODAL_SHOW_DELAY_MS = 100;

const HOUR_MS = 3_600_000;

/** "once": never again after the first close. `{ everyHours }`: again once that many hours have passed. */
export type ModalFrequency = 'once' | { everyHours: number };

export interface ModalDefinition {
  /** Key in the modal history. */
  id: string;
  /** Lower shows first. */
  priority: number;
  frequency: ModalFrequency;
}

/**
 * Paths on which no modal is shown: the routes whose entry says `modalExcluded`. The spec names seven paths with "some special global behaviour"
 * (/auth/login, /password-renew, /password-reset, /checkout, /providers/{id}/info, /providers/{id}/galleries,
 * /providers/{id}/payments) without saying which. Our reading: these are the places where a queued modal
 * would get in the way. /checkout, /password-renew and /providers/{id}/payments are flows the user must
 * finish (payment, forced password change); /providers/{id}/info (and its tabs) is where the catalog and
 * missing-info modals send the user, so they must not pop up on top of the form they point to. The two
 * logged-out paths are listed for completeness (the queue only runs for a logged-in user). The gallery
 * detail /providers/{id}/galleries/{galleryId} is not excluded: none of the five modals concerns galleries.
 * Each pattern also covers its sub-paths.
 */
export function modalExcludedPaths(): string[] {
  return allRoutes()
    .filter((route) => route.modalExcluded)
    .map((route) => route.path);
}

export function isModalExcludedPath(pathname: string): boolean {
  return modalExcludedPaths().some((path) => matchPath({ path, end: false }, pathname) !== null);
}

/** A modal is due unless it was dismissed once ever ("once") or closed within its interval. */
export function isModalDue(definition: ModalDefinition, history: ModalHistory, now: number): boolean {
  const entry = history[definition.id];
  if (!entry) return true;
  if (definition.frequency === 'once') return entry.once !== true;
  return now - entry.closedAt >= definition.frequency.everyHours * HOUR_MS;
}

/** The ids of the due modals in the order they show (by priority, then by id for a stable order). */
export function buildModalQueue(definitions: readonly ModalDefinition[], history: ModalHistory, now: number): string[] {
  return definitions
    .filter((definition) => isModalDue(definition, history, now))
    .sort((a, b) => a.priority - b.priority || a.id.localeCompare(b.id))
    .map((definition) => definition.id);
}
