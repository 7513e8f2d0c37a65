// Provider states of reviews (issue 18) and galleries (contracts/consumer/reviews, media).
import { db } from '../../mocks/db';
import { plain } from '../../mocks/db/collection';
import { addDays, addMinutes, isoDate, isoDateTime, now } from '../../mocks/lib/clock';
import { countsAgainstImageCap, planGates, setImageUploadMaxSizeKb } from '../../mocks/db/provider-media';
import type { ProviderStates } from './support';

/** The basic plan's gallery image cap (the provider 201 is on it). */
const BASIC_GALLERY_IMAGE_CAP = planGates('basic').galleryImageCap ?? 0;

export const reviewsMediaStates: ProviderStates = {
  // Records with the ids the contracts name (the seed numbers reviews and couples in its own order).
  /** Only after a state that starts from a fresh database. */
  'the venue 101 has the pending review 8790 without a reply and the published review 8791 that is not featured':
    async () => {
      const base = {
        providerId: 101,
        weddingDate: isoDate(addDays(now(), -20)),
        title: null,
        rejectCause: null,
        isFeatured: false,
        addedBy: 'couple' as const,
        gallery: [],
        reply: null,
      };
      for (const id of [8790, 8791]) await db.testimonials.deleteMany((q) => q.where({ id }));
      await db.testimonials.create({
        ...base,
        id: 8790,
        brideName: 'Sophie Weber',
        groomName: 'Felix Schneider',
        rating: 4,
        body: 'Tolle Räume und ein sehr aufmerksamer Service.',
        status: 'pending',
        createdAt: isoDateTime(addMinutes(now(), -30)),
      });
      await db.testimonials.create({
        ...base,
        id: 8791,
        brideName: 'Anna Schmidt',
        groomName: 'Lukas Becker',
        rating: 5,
        body: 'Vom ersten Gespräch bis zum letzten Tanz war alles perfekt.',
        status: 'published',
        createdAt: isoDateTime(addDays(now(), -10)),
      });
      return {};
    },
  /** Only after a state that starts from a fresh database. */
  'the venue 201 of the basic plan has the published review 8795 without a reply': async () => {
    await db.testimonials.deleteMany((q) => q.where({ id: 8795 }));
    await db.testimonials.create({
      id: 8795,
      providerId: 201,
      brideName: 'Marie Hoffmann',
      groomName: 'Paul Wagner',
      weddingDate: null,
      rating: 5,
      title: null,
      body: 'Die Terrasse an der Elbe war traumhaft.',
      status: 'published',
      rejectCause: null,
      isFeatured: false,
      addedBy: 'couple',
      gallery: [],
      reply: null,
      createdAt: isoDateTime(addDays(now(), -3)),
    });
    return {};
  },
  /** Only after a state that starts from a fresh database. */
  'the venue 101 worked with the couple of relation 5390, not asked for a review yet, with an e-mail address and no mobile number':
    async () => {
      await db.coupleProviders.deleteMany((q) => q.where({ id: 5390 }));
      await db.coupleProviders.create({
        id: 5390,
        customerId: 1,
        couple: { id: 88390, name: 'Marie Fischer & Jonas Weber', weddingDate: isoDate(addDays(now(), -40)) },
        providerId: 101,
        leadId: null,
        workedTogether: true,
        commentRequestStatus: 'none',
        commentRequestedAt: null,
        createdAt: isoDateTime(addMinutes(now(), -5)),
        email: 'marie.fischer@example.de',
        phone: null,
      });
      return {};
    },
  /** Only after a state that starts from a fresh database. */
  'the venue 101 has the review 55990 on its connected Google channel 1, not transferred yet': async () => {
    await db.externalComments.deleteMany((q) => q.where({ id: 55990 }));
    await db.externalComments.create({
      id: 55990,
      providerId: 101,
      channelId: 1,
      authorName: 'Katharina Neumann',
      rating: 5,
      body: 'Traumhafte Hochzeit im Schlosspark.',
      postedAt: isoDateTime(addMinutes(now(), -15)),
      transferStatus: 'not_transferred',
    });
    return {};
  },
  // ------------------------------------------------------------ media (contracts/consumer/media)
  /** The seed's gallery 301 as the contracts name it (the seed numbers media in a fixed order). */
  'the venue 101 has the photo gallery 301 with the images 5531 to 5540: 5531 the active main image, 5532 active, 5538 passive, 5539 pending approval':
    async () => {
      const media = (id: number) => db.medias.findFirst((q) => q.where({ id }));
      const ok =
        db.galleries.findFirst((q) => q.where({ id: 301 }))?.providerId === 101 &&
        media(5531)?.isMain === true &&
        media(5531)?.status === 'active' &&
        media(5532)?.status === 'active' &&
        media(5538)?.status === 'passive' &&
        media(5539)?.status === 'pending_approval' &&
        media(5540)?.galleryId === 301 &&
        db.galleries.findFirst((q) => q.where({ id: 302 }))?.isDefault === false;
      if (!ok) throw new Error('The seed of gallery 301 of provider 101 differs from what the media contracts name.');
      return {};
    },
  /** Only after a state that starts from a fresh database. The seed captions a few; the others get one here. */
  'every media of gallery 301 of the venue 101 has a caption': async () => {
    for (const media of db.medias.all().filter((m) => m.galleryId === 301)) {
      const caption = `Hochzeit im Schlossgut, Bild ${media.orderNo}`;
      if (db.mediaItemData.findFirst((q) => q.where({ mediaId: media.id })))
        await db.mediaItemData.update((q) => q.where({ mediaId: media.id }), {
          data: (record) => void (record.caption ??= caption),
        });
      else await db.mediaItemData.create({ mediaId: media.id, caption, altText: null, providerItemIds: [] });
    }
    return {};
  },
  /** The seed's connected account of the photographer. */
  'the photographer 102 has the Instagram account lichtwerk.fotografie connected': async () => {
    const connection = db.instagramConnections.findFirst((q) => q.where({ providerId: 102 }));
    if (connection?.username !== 'lichtwerk.fotografie')
      throw new Error('The seed of the Instagram accounts differs from what the media contracts name.');
    return {};
  },
  'the venue 101 has no Instagram account connected': async () => {
    db.instagramConnections.deleteMany((q) => q.where({ providerId: 101 }));
    return {};
  },
  /** Only after a state that starts from a fresh database. */
  'the venue 101 has the Instagram account schlossgut.havelblick connected': async () => {
    db.instagramConnections.deleteMany((q) => q.where({ providerId: 101 }));
    await db.instagramConnections.create({
      providerId: 101,
      username: 'schlossgut.havelblick',
      connectedAt: isoDateTime(addDays(now(), -3)),
    });
    return {};
  },
  /** Only after a state that starts from a fresh database (which puts the limit back). */
  'gallery uploads above 1 KB exceed the maximum file size': async () => {
    setImageUploadMaxSizeKb(1);
    return {};
  },
  /** Only after a state that starts from a fresh database. Copies of a seeded image fill the plan's cap. */
  'the provider 201 has as many gallery images as its plan allows': async () => {
    const template = db.medias.all().find((m) => m.providerId === 201 && m.type === 'image' && !m.isMain);
    if (!template) throw new Error('The seed has no image of provider 201.');
    const counted = () => db.medias.all().filter((m) => m.providerId === 201 && countsAgainstImageCap(m)).length;
    let id = Math.max(...db.medias.all().map((m) => m.id)) + 1;
    let orderNo = Math.max(
      ...db.medias
        .all()
        .filter((m) => m.galleryId === template.galleryId)
        .map((m) => m.orderNo),
    );
    while (counted() < BASIC_GALLERY_IMAGE_CAP) {
      await db.medias.create({ ...plain(template), id: id++, status: 'active', orderNo: ++orderNo });
    }
    return {};
  },
};
