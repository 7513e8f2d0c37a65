/**
 * Roots of query keys for data that more than one feature shows. A feature builds its own keys under these
 * roots (for example the shell's pending badge under `leadQueryRoots.counts`), so that a change made in one
 * feature — a lead answered, a prompt completed, a new lead arriving in realtime — can invalidate exactly the
 * kind of data it changed everywhere, without importing another feature's internals.
 */
export const leadQueryRoots = {
  all: ['leads'] as const,
  /** Lists of leads: the inbox, the dashboard's latest leads. */
  lists: ['leads', 'lists'] as const,
  /** Counts and statistics derived from leads: pending badge, couple stats, response times, call counts. */
  counts: ['leads', 'counts'] as const,
  /** Everything about one lead: the lead itself, its messages, notes, histories, items, lead data. */
  detail: (leadId: number) => ['leads', 'detail', leadId] as const,
};

export const promptQueryRoots = {
  all: ['prompts'] as const,
  /** Prompt lists: to-dos, notifications. */
  lists: ['prompts', 'lists'] as const,
  /** The to-do and notification counts (sidebar badge, bell dot, dashboard). */
  counts: ['prompts', 'counts'] as const,
};
