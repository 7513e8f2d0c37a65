import type { ModalDefinition } from '@/lib/modal-queue';

/**
 * The five modals of the queue in their order (spec points 2 and 9). Lower priority shows first.
 *
 * 1. Advertisement video, once: shown "if enabled in settings", but neither the settings nor the API has
 *    such a setting (nor a video to show), so it never qualifies. It keeps its place so the order stays
 *    the spec's.
 * 2. Price update, every 24 hours: some provider has catalogs whose prices need an update
 *    (GET /providers/{id}/missing-data, `catalogs.ids`).
 * 3. Missing catalog or price, every 6 hours: some provider has no catalog yet (`catalogs.insert`).
 * 4. Missing provider info, every 6 hours: the first provider with missing `forms`.
 * 5. Another prompt, once per prompt: the newest open to-do. The once flag is kept per prompt id, so
 *    dismissing one to-do does not silence every later one.
 * 6. Referral promo, once (spec points 2 and 9): the spec lists it among the shared elements, not in the
 *    queue's order, so it comes last: a promotion waits behind everything the vendor has to do
 *    (docs/referral.md).
 */
export const MODALS = {
  advertisementVideo: { id: 'advertisement-video', priority: 1, frequency: 'once' },
  priceUpdate: { id: 'price-update', priority: 2, frequency: { everyHours: 24 } },
  catalogInsert: { id: 'catalog-insert', priority: 3, frequency: { everyHours: 6 } },
  missingProviderInfo: { id: 'missing-provider-info', priority: 4, frequency: { everyHours: 6 } },
  referralPromo: { id: 'referral-promo', priority: 6, frequency: 'once' },
} as const satisfies Record<string, ModalDefinition>;

export function anotherPromptModal(promptId: number): ModalDefinition {
  return { id: `another-prompt:${promptId}`, priority: 5, frequency: 'once' };
}
