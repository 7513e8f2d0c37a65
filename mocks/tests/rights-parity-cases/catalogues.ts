// Rights cases (see index.ts) of the catalogues and the halls.
import { mediaPath } from '../../lib/media-placeholder';
import { day, png, type RightsEntry } from './shared';

// ---- catalogues and halls
export const CATALOGUE_CASES: Record<string, RightsEntry> = {
  listCatalogs: [
    {
      right: 'read',
      build: ({ customerId, providerId }) => ({ params: { customerId }, query: { providerIds: String(providerId) } }),
    },
  ],
  createCatalog: [
    {
      right: 'manage',
      build: ({ db, customerId, providerId }) => {
        // A copy of one of the provider's catalogues: its type and price rows fit the provider's category.
        const model = db.catalogs.all().find((c) => c.providerId === providerId);
        if (!model) return undefined;
        return {
          params: { customerId },
          body: {
            providerId,
            name: `${model.name} (Kopie)`,
            catalogTypeId: model.catalogType.id,
            pricingType: model.pricingType,
            isMain: false,
            expireAt: day(60),
            prices: model.prices.map((p) => ({
              weekPeriod: p.weekPeriod,
              price: p.price,
              catalogItemOptionId: p.catalogItemOption.id,
              currency: 1,
              unit: 1,
            })),
          },
        };
      },
    },
  ],
  getCatalog: [
    {
      right: 'read',
      build: ({ db, customerId, providerId }) => {
        const catalog = db.catalogs.all().find((c) => c.providerId === providerId);
        return catalog && { params: { customerId, catalogId: catalog.id } };
      },
    },
  ],
  updateCatalog: [
    {
      right: 'manage',
      build: ({ db, customerId, providerId }) => {
        const catalog = db.catalogs.all().find((c) => c.providerId === providerId);
        return (
          catalog && {
            params: { customerId, catalogId: catalog.id },
            body: {
              expireAt: day(60),
              prices: catalog.prices.map((p) => ({
                weekPeriod: p.weekPeriod,
                price: p.price + 100,
                catalogItemOptionId: p.catalogItemOption.id,
              })),
            },
          }
        );
      },
    },
    {
      // The edit form (issue 42.1): every property of the catalogue.
      right: 'manage',
      build: ({ db, customerId, providerId }) => {
        const catalog = db.catalogs.all().find((c) => c.providerId === providerId);
        return (
          catalog && {
            params: { customerId, catalogId: catalog.id },
            body: {
              name: `${catalog.name} (geändert)`,
              catalogTypeId: catalog.catalogType.id,
              pricingType: catalog.pricingType,
              minGuests: catalog.minGuests,
              maxGuests: catalog.maxGuests,
              isMain: catalog.isMain,
              notes: catalog.notes,
              expireAt: day(60),
              prices: catalog.prices.map((p) => ({
                weekPeriod: p.weekPeriod,
                price: p.price,
                catalogItemOptionId: p.catalogItemOption.id,
                currency: p.currency.id,
                unit: p.unit,
              })),
            },
          }
        );
      },
    },
  ],
  deleteCatalog: [
    {
      right: 'manage',
      build: ({ db, customerId, providerId }) => {
        const catalog = db.catalogs.all().find((c) => c.providerId === providerId);
        return catalog && { params: { customerId, catalogId: catalog.id } };
      },
    },
  ],
  uploadCatalogPdf: [
    {
      right: 'manage',
      build: ({ db, customerId, providerId }) => {
        const catalog = db.catalogs.all().find((c) => c.providerId === providerId);
        if (!catalog) return undefined;
        const form = new FormData();
        form.append(
          'file',
          new File([new TextEncoder().encode('%PDF-1.4\n%Katalog\n')], 'Katalog.pdf', { type: 'application/pdf' }),
        );
        return { params: { customerId, catalogId: catalog.id }, body: form };
      },
    },
  ],
  deleteCatalogPdf: [
    {
      right: 'manage',
      build: ({ db, customerId, providerId }) => {
        const catalog = db.catalogs.all().find((c) => c.providerId === providerId);
        return catalog && { params: { customerId, catalogId: catalog.id } };
      },
    },
  ],
  listCatalogItems: { notScoped: 'reference data: the price rows of a catalogue type and category' },
  listCustomerSpaces: [{ right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],
  createCustomerSpace: [
    {
      right: 'manage',
      build: ({ db, providerId, seq }) =>
        // Halls belong to venues; another category answers 422 on providerId whatever the rights.
        db.providers.findFirst((q) => q.where({ id: providerId }))?.category.categoryType === 'venue'
          ? {
              body: {
                providerId,
                name: `Gartensaal ${seq}`,
                areaType: 'both',
                minCapacity: 15,
                maxCapacity: 80,
                mealCapacity: 60,
              },
            }
          : undefined,
    },
  ],
  updateCustomerSpace: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const space = db.customerSpaces.all().find((s) => s.providerId === providerId);
        return space && { params: { id: space.id }, body: { maxCapacity: space.maxCapacity + 10 } };
      },
    },
  ],
  deleteCustomerSpace: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const space = db.customerSpaces.all().find((s) => s.providerId === providerId);
        return space && { params: { id: space.id } };
      },
    },
  ],
  // The hall's photo or floor plan (issue 42.6): rights as for changing the hall.
  uploadCustomerSpaceImage: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const space = db.customerSpaces.all().find((s) => s.providerId === providerId);
        if (!space) return undefined;
        const form = new FormData();
        form.append('image', png());
        form.append('kind', 'floorPlan');
        return { params: { id: space.id }, body: form };
      },
    },
  ],
  deleteCustomerSpaceImage: [
    {
      right: 'manage',
      prepares: true,
      build: async ({ db, providerId }) => {
        // Only an image can be removed (404 otherwise): the hall gets one where the seed has none.
        const space = db.customerSpaces.all().find((s) => s.providerId === providerId);
        if (!space) return undefined;
        if (!space.image)
          await db.customerSpaces.update((q) => q.where({ id: space.id }), {
            data(record) {
              record.image = { path: mediaPath('customer-spaces', providerId, space.id, 'rechte.png'), kind: 'photo' };
            },
          });
        return { params: { id: space.id } };
      },
    },
  ],
};
