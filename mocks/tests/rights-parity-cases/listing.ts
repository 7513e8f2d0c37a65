// Rights cases (see index.ts) of the provider and its listing: details, partners, availability calendar, listing
// information, products and the approval queue, and the to-dos. Galleries and media are in media.ts.
import type { Database } from '../../db';
import { activeImage, day, png, type RightsEntry, withProvider } from './shared';

function pendingUpdate(db: Database, providerId: number) {
  return db.providerDataUpdates.all().find((u) => u.providerId === providerId && u.status === 'pending');
}

// ---- the provider and its listing
export const PROVIDER_CASES: Record<string, RightsEntry> = {
  listProviders: { notScoped: "lists the caller's active providers only; takes no provider" },
  getProvider: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  updateProvider: [
    { right: 'manage', build: ({ providerId }) => ({ params: { id: providerId }, body: { address: 'Am Ufer 1' } }) },
  ],
  getProviderPermissions: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  setProviderMainImage: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const media = activeImage(db, providerId);
        return media && { params: { id: providerId }, body: { mediaId: media.id } };
      },
    },
  ],
  getProviderActiveProduct: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  getProviderRedirectNumber: [
    {
      right: 'read',
      // A provider without a redirect number answers 404 NO_REDIRECT_NUMBER to everyone.
      build: ({ db, providerId }) =>
        db.redirectNumbers.findFirst((q) => q.where({ providerId })) ? { params: { id: providerId } } : undefined,
    },
  ],
  getProviderMissingData: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  listInfoRequestForms: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
};

// ---- partners (related providers)
export const PARTNER_CASES: Record<string, RightsEntry> = {
  listRelatedProviders: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  addRelatedProvider: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const related = new Set(
          db.relatedProviders
            .all()
            .filter((r) => r.providerId === providerId)
            .map((r) => r.relatedProvider.id),
        );
        const candidate = db.marketplaceProviders.all().find((p) => !related.has(p.id));
        return candidate && { params: { id: providerId }, body: { relatedProviderId: candidate.id } };
      },
    },
  ],
  removeRelatedProvider: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const related = db.relatedProviders.all().find((r) => r.providerId === providerId);
        return related && { params: { id: providerId, relatedProviderId: related.relatedProvider.id } };
      },
    },
  ],
  listRelatedProviderCandidates: [
    { right: 'read', build: ({ providerId }) => ({ params: { id: providerId }, query: { name: 'Ha' } }) },
  ],
};

// ---- availability calendar
export const CALENDAR_CASES: Record<string, RightsEntry> = {
  listCalendarEvents: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  createCalendarEvent: [
    {
      right: 'manage',
      build: ({ providerId }) => ({
        params: { id: providerId },
        body: { title: 'Privatfeier', startDate: day(200), endDate: day(200), availability: 'blocked' },
      }),
    },
  ],
  updateCalendarEvent: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const event = db.calendarEvents.all().find((e) => e.providerId === providerId);
        return event && { params: { id: providerId, eventId: event.id }, body: { note: 'Vertrag unterschrieben' } };
      },
    },
  ],
  deleteCalendarEvent: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const event = db.calendarEvents.all().find((e) => e.providerId === providerId);
        return event && { params: { id: providerId, eventId: event.id } };
      },
    },
  ], // The subscription link: read by whoever reads the calendar (the feed shows what its export shows), renewed by
  // managers only (docs/calendar.md).
  getCalendarFeed: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  renewCalendarFeed: [{ right: 'manage', build: ({ providerId }) => ({ params: { id: providerId } }) }],
};

// ---- listing information, products and the approval queue
export const LISTING_DATA_CASES: Record<string, RightsEntry> = {
  listProviderData: [{ right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],
  updateProviderData: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const answer = db.providerData.all().find((a) => a.providerId === providerId && a.value !== null);
        return answer && { params: { id: answer.id }, body: { value: answer.value } };
      },
    },
  ],
  listProviderForms: [{ right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],
  listProviderItems: [{ right: 'filter', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],
  createProviderItem: [
    {
      right: 'manage',
      build: ({ providerId }) => ({ body: { providerId, name: 'Sektempfang im Park', price: 900 } }),
    },
  ],
  updateProviderItem: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const item = db.providerItems.all().find((i) => i.providerId === providerId);
        return item && { params: { id: item.id }, body: { description: 'Mit Anpassung im Atelier.' } };
      },
    },
  ],
  deleteProviderItem: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const item = db.providerItems.all().find((i) => i.providerId === providerId);
        return item && { params: { id: item.id } };
      },
    },
  ],
  uploadProviderItemImage: [
    {
      // The picture (issue 42.2): the rights of a change of the product.
      right: 'manage',
      build: ({ db, providerId }) => {
        const item = db.providerItems.all().find((i) => i.providerId === providerId);
        if (!item) return undefined;
        const form = new FormData();
        form.append('image', png());
        return { params: { id: item.id }, body: form };
      },
    },
  ],
  deleteProviderItemImage: [
    {
      right: 'manage',
      // A product without a picture answers 404 NO_PRODUCT_IMAGE to everyone.
      build: ({ db, providerId }) => {
        const item = db.providerItems.all().find((i) => i.providerId === providerId && i.imagePath !== null);
        return item && { params: { id: item.id } };
      },
    },
  ],
  moveProviderItems: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const ids = db.providerItems
          .all()
          .filter((i) => i.providerId === providerId)
          .map((i) => i.id);
        return ids.length > 0 ? { body: { providerId, itemIds: ids.reverse() } } : undefined;
      },
    },
  ],
  listProviderDataUpdates: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  approveProviderDataUpdate: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const update = pendingUpdate(db, providerId);
        return update && { params: { id: update.id } };
      },
    },
  ],
  updateProviderDataUpdate: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const update = pendingUpdate(db, providerId);
        return update && { params: { id: update.id }, body: { newValue: update.newValue } };
      },
    },
  ],
  deleteProviderDataUpdate: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const update = pendingUpdate(db, providerId);
        return update && { params: { id: update.id } };
      },
    },
  ],
  listPendingChangeRequests: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
};

// ---- to-dos of the caller's providers
export const PROMPT_CASES: Record<string, RightsEntry> = {
  listProviderPrompts: { notScoped: "the caller's to-dos, of the active providers only; takes no provider" },
  getProviderPromptCounts: { notScoped: "the caller's to-dos, of the active providers only; takes no provider" },
  applyProviderPromptsAction: {
    notScoped: "the caller's notifications, of the active providers only; takes no provider",
  },
  applyProviderPromptAction: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const prompt = db.providerPrompts.all().find((p) => p.providerId === providerId);
        return prompt && { params: { id: prompt.id }, body: { type: 'completed' } };
      },
    },
  ],
};
