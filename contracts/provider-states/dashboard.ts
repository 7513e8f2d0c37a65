// Provider states of prompts, the dashboard, missing form data and the discount upgrade (contracts/consumer/*).
import { db } from '../../mocks/db';
import { addDays, isoDateTime, now } from '../../mocks/lib/clock';
import { missingRequiredFields } from '../../mocks/db/provider-forms';
import type { ProviderStates } from './support';

export const dashboardStates: ProviderStates = {
  'an open to-do 4900 of provider 101 exists': async () => {
    await db.providerPrompts.deleteMany((q) => q.where({ id: 4900 }));
    await db.providerPrompts.create({
      id: 4900,
      providerId: 101,
      type: 'todo',
      title: 'Mehr Fotos hochladen',
      body: 'Profile mit 30 oder mehr Bildern erhalten deutlich mehr Anfragen.',
      createdAt: isoDateTime(addDays(now(), -2)),
      completedAt: null,
      linkData: { path: '/anbieter/schlossgut-havelblick/fotos', text: 'Galerie ansehen' },
      texts: {
        title: {
          de: 'Mehr Fotos hochladen',
          en: 'Upload more photos',
          tr: 'Daha fazla fotoğraf yükleyin',
          ar: 'ارفعوا المزيد من الصور',
        },
        body: {
          de: 'Profile mit 30 oder mehr Bildern erhalten deutlich mehr Anfragen.',
          en: 'Profiles with 30 or more pictures receive noticeably more requests.',
          tr: '30 veya daha fazla fotoğrafı olan profiller belirgin şekilde daha fazla talep alır.',
          ar: 'تتلقى الملفات التي تضم 30 صورة أو أكثر طلبات أكثر بكثير.',
        },
        linkText: { de: 'Galerie ansehen', en: 'View gallery', tr: 'Galeriyi görüntüle', ar: 'عرض المعرض' },
      },
    });
    return {};
  },
  'no prompt 4999 exists': async () => {
    if (db.providerPrompts.findFirst((q) => q.where({ id: 4999 }))) throw new Error('The seed has a prompt 4999.');
    return {};
  },
  'the providers of the user demo have open and completed to-dos and notifications': async () => {
    const prompts = db.providerPrompts.all().filter((p) => [101, 102, 103].includes(p.providerId));
    for (const type of ['todo', 'notification'] as const) {
      const ofType = prompts.filter((p) => p.type === type);
      if (!ofType.some((p) => p.completedAt === null) || !ofType.some((p) => p.completedAt !== null))
        throw new Error(`The seed lacks open or completed ${type} prompts of the demo providers.`);
    }
    return {};
  },
  'the provider 103 of the user demo misses form data': async () => {
    const provider = db.providers.findFirst((q) => q.where({ id: 103 }));
    if (!provider?.isMissingData || missingRequiredFields(db, 103).length === 0)
      throw new Error('The seed has no missing form data of provider 103.');
    return {};
  },
  'the customer 1 has no open upgrade request for discounts': async () => {
    const open = db.proposals
      .all()
      .some((p) => p.type === 'upgrade' && p.status === 'open' && p.customerId === 1 && p.feature === 'discounts');
    if (open) throw new Error('Customer 1 already has an open upgrade request for discounts.');
    return {};
  },
};
