// Rights cases (see index.ts) of the galleries and media of a provider and of its connected Instagram account.
import type { Database } from '../../db';
import { fitsGallery } from '../../../src/lib/media-states';
import { activeImage, png, type RightsEntry, withProvider } from './shared';

function defaultGallery(db: Database, providerId: number) {
  return db.galleries.all().find((g) => g.providerId === providerId && g.isDefault);
}

// ---- galleries and media
export const MEDIA_CASES: Record<string, RightsEntry> = {
  listProviderGalleries: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  createProviderGallery: [
    {
      right: 'manage',
      build: ({ providerId, seq }) => ({
        params: { id: providerId },
        body: { name: `Probeaufnahmen ${seq}`, type: 'photo' },
      }),
    },
  ],
  getProviderGallery: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const gallery = defaultGallery(db, providerId);
        return gallery && { params: { id: providerId, galleryId: gallery.id } };
      },
    },
  ],
  updateProviderGallery: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const gallery = defaultGallery(db, providerId);
        return gallery && { params: { id: providerId, galleryId: gallery.id }, body: { name: 'Location & Garten' } };
      },
    },
  ],
  deleteProviderGallery: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const gallery = db.galleries.all().find((g) => g.providerId === providerId && !g.isDefault);
        return gallery && { params: { id: providerId, galleryId: gallery.id } };
      },
    },
  ],
  listProviderMedias: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  uploadProviderMedia: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const gallery = defaultGallery(db, providerId);
        if (!gallery) return undefined;
        const form = new FormData();
        form.append('image', png());
        form.append('galleryId', String(gallery.id));
        return { params: { id: providerId }, body: form };
      },
    },
  ],
  updateProviderMedia: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const media = activeImage(db, providerId);
        return media && { params: { id: providerId, mediaId: media.id }, body: { status: 'passive' } };
      },
    },
    {
      right: 'manage',
      name: 'move to another gallery',
      build: ({ db, providerId }) => {
        const media = db.medias.all().find((m) => m.providerId === providerId && m.galleryId !== null);
        const target =
          media &&
          db.galleries
            .all()
            .find((g) => g.providerId === providerId && g.id !== media.galleryId && fitsGallery(media.type, g.type));
        return target && media && { params: { id: providerId, mediaId: media.id }, body: { galleryId: target.id } };
      },
    },
  ],
  deleteProviderMedia: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const media = db.medias.all().find((m) => m.providerId === providerId && !m.isMain);
        return media && { params: { id: providerId, mediaId: media.id } };
      },
    },
  ],
  listGalleries: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getMediaItemData: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const media = db.medias.all().find((m) => m.providerId === providerId);
        return media && { params: { id: media.id } };
      },
    },
  ],
  updateMediaItemData: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const media = db.medias.all().find((m) => m.providerId === providerId);
        return (
          media && {
            params: { id: media.id },
            body: { caption: 'Der Festsaal', altText: 'Festsaal mit gedeckten Tafeln', providerItemIds: [] },
          }
        );
      },
    },
  ],
  getProviderInstagram: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  disconnectProviderInstagram: [
    {
      right: 'manage',
      prepares: true,
      build: async ({ db, providerId }) => {
        // Only a connected account can be disconnected (404 otherwise): connect one where the seed has none.
        if (!db.instagramConnections.findFirst((q) => q.where({ providerId })))
          await db.instagramConnections.create({
            providerId,
            username: `anbieter.${providerId}`,
            connectedAt: '2026-11-22T10:15:00+01:00',
          });
        return { params: { id: providerId } };
      },
    },
  ],
};
