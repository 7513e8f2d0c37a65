// Rights cases (see index.ts) of the galleries and media of a provider.
import type { Database } from '../../db';
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
};
