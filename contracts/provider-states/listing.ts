// Provider states of the listing: form answers, data updates, halls, references, catalogues and products
// (contracts/consumer/listing, catalogues, products).
import { db } from '../../mocks/db';
import { plain } from '../../mocks/db/collection';
import { addDays, addMinutes, isoDate, isoDateTime, now, startOfDay } from '../../mocks/lib/clock';
import { mediaPath } from '../../mocks/lib/media-placeholder';
import { isVisibleToCouples } from '../../src/lib/product-visibility';
import type { ProviderStates } from './support';

export const listingStates: ProviderStates = {
  /** Only after a state that starts from a fresh database. */
  'the required minBudget answer of provider 103 is record 5300 and empty': async () => {
    const answer = db.providerData.findFirst((q) => q.where({ providerId: 103, fieldName: 'minBudget' }));
    if (!answer || answer.value !== null) throw new Error('The seed has no empty minBudget answer of provider 103.');
    db.providerData.delete((q) => q.where({ id: answer.id }));
    await db.providerData.create({ ...plain(answer), id: 5300 });
    return {};
  },
  /** Only after a state that starts from a fresh database. */
  'the phone number change 7400 of provider 101 waits for approval': async () => {
    const provider = db.providers.findFirst((q) => q.where({ id: 101 }));
    if (!provider) throw new Error('The seed has no provider 101.');
    await db.providerDataUpdates.create({
      id: 7400,
      providerId: 101,
      fieldName: 'phone',
      oldValue: provider.phone,
      newValue: '+4933120045699',
      status: 'pending',
      requestedBy: { id: 1, name: 'Katharina Vogt' },
      createdAt: isoDateTime(addMinutes(now(), -30)),
      decidedAt: null,
      decisionReason: null,
    });
    return {};
  },
  'the team approved and rejected changes of provider 101, more than five': async () => {
    const decided = db.providerDataUpdates.all().filter((u) => u.providerId === 101 && u.status !== 'pending');
    if (
      decided.length <= 5 ||
      !decided.some((u) => u.status === 'rejected') ||
      !decided.some((u) => u.status === 'approved')
    )
      throw new Error('The seed has no more than five approved and rejected changes of provider 101.');
    return {};
  },
  // ------------------------------------------------------------ listing: halls and references
  // (contracts/consumer/listing-halls-references)
  'the halls of provider 101 are records 1 to 4, hall 4 without meal and cocktail capacity': async () => {
    const halls = db.customerSpaces
      .all()
      .filter((s) => s.providerId === 101)
      .map((s) => s.id)
      .sort((a, b) => a - b);
    const fourth = db.customerSpaces.findFirst((q) => q.where({ id: 4 }));
    if (halls.join() !== '1,2,3,4' || fourth?.mealCapacity !== null || fourth.cocktailCapacity !== null)
      throw new Error('The seed does not have the halls 1 to 4 of provider 101 with hall 4 incomplete.');
    return {};
  },
  // The halls' images (issue 42.6): the seed gives hall 1 ("Festsaal") a photo, hall 3 ("Gartenterrasse") none.
  'hall 1 of provider 101 has a photo and hall 3 has no image': async () => {
    const hall = (id: number) => db.customerSpaces.findFirst((q) => q.where({ id, providerId: 101 }));
    if (hall(1)?.image?.kind !== 'photo' || hall(3)?.image !== null)
      throw new Error('The seed does not give hall 1 of provider 101 a photo and hall 3 no image.');
    return {};
  },
  'the reference gallery of provider 101 holds provider 151 but not provider 156': async () => {
    const related = db.relatedProviders
      .all()
      .filter((r) => r.providerId === 101)
      .map((r) => r.relatedProvider.id);
    if (
      !related.includes(151) ||
      related.includes(156) ||
      !db.marketplaceProviders.findFirst((q) => q.where({ id: 156 }))
    )
      throw new Error('The seed does not link 151 and not 156 (a listed provider) to provider 101.');
    return {};
  },
  'the provider 201 has no call-tracking number': async () => {
    if (db.redirectNumbers.findFirst((q) => q.where({ providerId: 201 })))
      throw new Error('The seed has a call-tracking number of provider 201.');
    return {};
  },

  // ------------------------------------------------------------ catalogues (issue 14, contracts/consumer/catalogues)
  // The seed's catalogues 1 (current), 2 and 3 (expired) of provider 101. `expireAt` is a valid expiry date of
  // today (the window moves with the day), injected into the requests that send one.
  'the provider 101 has the catalogue 1 and the expired catalogues 2 and 3': async () => {
    const ours = db.catalogs.all().filter((c) => c.providerId === 101 && c.customerId === 1);
    const byId = (id: number) => ours.find((c) => c.id === id);
    if (!byId(1) || byId(1)?.needsPriceUpdate || !byId(2)?.needsPriceUpdate || !byId(3)?.needsPriceUpdate)
      throw new Error('The seed has not the catalogues 1, 2 and 3 of provider 101.');
    return { expireAt: isoDate(addDays(startOfDay(now()), 30)) };
  },
  'no catalogue 999999 exists': async () => {
    if (db.catalogs.findFirst((q) => q.where({ id: 999999 }))) throw new Error('The seed has a catalogue 999999.');
    return {};
  },

  // ------------------------------------------------------------ products (contracts/consumer/products)
  /** Only after a state that starts from a fresh database. */
  'the photographer 102 has the products 3901, 3902 and 3903, and provider 201 the product 3950': async () => {
    const products: Array<[number, number, string, number]> = [
      [3901, 102, 'Ganztagesreportage', 2450],
      [3902, 102, 'Fotobox für die Feier', 390],
      [3903, 102, 'Brautpaarshooting am Morgen', 690],
      [3950, 201, 'Sektempfang an der Elbe', 900],
    ];
    const orderBase = db.providerItems.all().reduce((max, item) => Math.max(max, item.orderNo), 0);
    for (const [index, [id, providerId, name, price]] of products.entries()) {
      await db.providerItems.deleteMany((q) => q.where({ id }));
      await db.providerItems.create({
        id,
        providerId,
        name,
        description: null,
        price,
        discountedPrice: null,
        currency: 'EUR',
        status: 'active',
        approvalStatus: 'approved',
        rejectReason: null,
        imagePath: null,
        orderNo: orderBase + index + 1,
        isBiddable: false,
        createdAt: isoDateTime(addMinutes(now(), -60 + index)),
      });
    }
    return {};
  },
  /** Only after the state of the products 3901 to 3903 (issue 42.2, the product's picture). */
  'product 3903 of the photographer 102 has a picture': async () => {
    const updated = await db.providerItems.update((q) => q.where({ id: 3903 }), {
      data(item) {
        item.imagePath = mediaPath('providers', 102, 'items', '3903-shooting.jpg');
      },
    });
    if (!updated) throw new Error('The state of the products 3901 to 3903 comes first.');
    return {};
  },
  'the link of the user demo to the photographer 102 has no edit rights': async () => {
    // Taken away by an administrator (docs/security.md, "Rights inside one account"); the rest of the seed stays.
    await db.customerUsers.update((q) => q.where({ id: 1 }), {
      data(user) {
        user.customerUserProviders = user.customerUserProviders.map((link) =>
          link.providerId === 102 ? { ...link, canManage: false } : link,
        );
      },
    });
    return {};
  },
  'the bridal shop 103 offers products on bridal-gown leads': async () => {
    if (!db.providerItems.all().some((item) => item.providerId === 103 && item.isBiddable && isVisibleToCouples(item)))
      throw new Error('The seed has no biddable product of the bridal shop 103 that couples see.');
    return {};
  },
};
