// The modal queue's rules (spec points 4 and 9): which modals are due, in which order, and where they open.
//
// Where queued modals open: only on the landing pages the queue's host names (the dashboard, `/` and
// `/dashboard`), never over a page the user is working in. The spec lists the paths with "special global
// behaviour" but not where else modals may open; opening on any page let a queued modal (e.g. the next to-do's
// prompt after the user completed one) pop up over the lead page and block the user's clicks there. So the
// queue waits while the user is elsewhere: a user who logs in and lands on `/leads/42` sees no modal until they
// come to the dashboard, and a modal whose button leads to another page (e.g. "Jetzt ergänzen") hides there
// without being closed and shows again back on the dashboard. The excluded paths below stay excluded as well.
// A queued prompt whose to-do was completed meanwhile no longer qualifies (the host's "newest open to-do"
// query is refreshed by every completion) and is skipped: a completed prompt never comes back.
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

/** Whether a queued modal may open at `pathname`: one of the `showOnPaths` (exact) and not excluded. */
export function mayShowModalAt(pathname: string, showOnPaths: readonly string[]): boolean {
  return (
    showOnPaths.some((path) => matchPath({ path, end: true }, pathname) !== null) && !isModalExcludedPath(pathname)
  );
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
