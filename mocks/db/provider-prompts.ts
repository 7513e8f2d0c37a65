// Prompts (to-dos and notifications) of the providers (`providerPrompts`): their texts in every answer language and
// the seed.
import { z } from 'zod';
import { zProviderPrompt } from '../../src/api/generated/zod/zod.gen';
import { addDays, addMinutes, isoDateTime } from '../lib/clock';
import { type Labels, zLabels } from '../lib/labels';
import type { Random } from '../lib/random';
import { collection, nextId } from './collection';
import { PROVIDER } from './core';
import { GOWN_NAMES } from './provider-items';
import { COUPLES } from './testimonials';
import type { SeedContext } from './seed-context';

export const collections = {
  /** Prompts store the provider id; the embedded provider summary is built when answering. */
  /** `title`, `body` and the link's `text` are German; `texts` holds them in every answer language. */
  providerPrompts: collection(
    zProviderPrompt.omit({ provider: true }).extend({
      providerId: z.int().gte(1),
      texts: z.object({ title: zLabels, body: zLabels, linkText: zLabels }),
    }),
  ),
};

export type ProviderPromptRecord = ReturnType<typeof collections.providerPrompts.all>[number];

interface PromptSeed {
  type: 'todo' | 'notification';
  title: Labels;
  body: Labels;
  /**
   * Appended to the provider's public path, or an absolute https URL; or, for a to-do whose work is done in the
   * portal, the portal page that does it (the gallery for "upload more photos"), which the portal opens in place.
   */
  link: string | { portal: (providerId: number) => string };
  linkText: Labels;
}

const LINK = {
  review: { de: 'Bewertung ansehen', en: 'View review', tr: 'Değerlendirmeyi görüntüle', ar: 'عرض التقييم' },
  reviews: { de: 'Bewertungen ansehen', en: 'View reviews', tr: 'Değerlendirmeleri görüntüle', ar: 'عرض التقييمات' },
  gallery: { de: 'Galerie ansehen', en: 'View gallery', tr: 'Galeriyi görüntüle', ar: 'عرض المعرض' },
  page: { de: 'Zur Seite', en: 'Go to your page', tr: 'Sayfaya git', ar: 'الانتقال إلى الصفحة' },
  collection: { de: 'Kollektion ansehen', en: 'View collection', tr: 'Koleksiyonu görüntüle', ar: 'عرض التشكيلة' },
} satisfies Record<string, Labels>;

/** What a provider's notifications name: a couple, a review's stars and a few figures of its page. */
interface NotificationFacts {
  name: string;
  bride: string;
  groom: string;
  stars: number;
  photos: number;
  visits: number;
  saved: number;
}

function notificationTemplates(provider: { name: string; categoryType: string }, random: Random): PromptSeed[] {
  const [bride, groom] = random.pick(COUPLES);
  const stars = random.pick([4, 5, 5, 5]);
  const photos = random.int(3, 14);
  const visits = random.int(80, 420);
  const saved = random.int(2, 18);
  const common = commonNotifications({ name: provider.name, bride, groom, stars, photos, visits, saved });
  if (provider.categoryType === 'bridal_gown') return [...common, ...gownNotifications(random.pick(GOWN_NAMES))];
  const discount = random.pick(['10 % auf Hochzeiten im Winter', 'Freitagsrabatt 2027', 'Sektempfang gratis']);
  return [...common, discountNotification(discount)];
}

/** The notifications of every provider: reviews, photos, its page's figures, a fair. */
function commonNotifications({ name, bride, groom, stars, photos, visits, saved }: NotificationFacts): PromptSeed[] {
  return [
    {
      type: 'notification',
      title: {
        de: 'Neue Bewertung erhalten',
        en: 'New review received',
        tr: 'Yeni değerlendirme alındı',
        ar: 'تم استلام تقييم جديد',
      },
      body: {
        de: `${bride} & ${groom} haben ${name} mit ${stars} Sternen bewertet.`,
        en: `${bride} & ${groom} rated ${name} with ${stars} stars.`,
        tr: `${bride} & ${groom}, ${name} için ${stars} yıldız verdi.`,
        ar: `قيّم ${bride} و${groom} ${name} بـ ${stars} نجوم.`,
      },
      link: '/bewertungen',
      linkText: LINK.review,
    },
    {
      type: 'notification',
      title: {
        de: 'Ihre Bewertung ist veröffentlicht',
        en: 'Your review is published',
        tr: 'Değerlendirmeniz yayınlandı',
        ar: 'تم نشر التقييم',
      },
      body: {
        de: `Die Bewertung von ${bride} & ${groom} ist jetzt auf Ihrer Seite sichtbar.`,
        en: `The review by ${bride} & ${groom} is now visible on your page.`,
        tr: `${bride} & ${groom} çiftinin değerlendirmesi artık sayfanızda görünüyor.`,
        ar: `أصبح تقييم ${bride} و${groom} ظاهرًا الآن على صفحتكم.`,
      },
      link: '/bewertungen',
      linkText: { de: 'Zur Bewertung', en: 'Go to the review', tr: 'Değerlendirmeye git', ar: 'الانتقال إلى التقييم' },
    },
    {
      type: 'notification',
      title: {
        de: 'Ihre Antwort wurde freigegeben',
        en: 'Your reply was approved',
        tr: 'Yanıtınız onaylandı',
        ar: 'تمت الموافقة على ردكم',
      },
      body: {
        de: `Ihre Antwort auf die Bewertung von ${bride} & ${groom} ist jetzt öffentlich sichtbar.`,
        en: `Your reply to the review by ${bride} & ${groom} is now public.`,
        tr: `${bride} & ${groom} çiftinin değerlendirmesine verdiğiniz yanıt artık herkese açık.`,
        ar: `أصبح ردكم على تقييم ${bride} و${groom} ظاهرًا للجميع الآن.`,
      },
      link: '/bewertungen',
      linkText: { de: 'Antwort ansehen', en: 'View reply', tr: 'Yanıtı görüntüle', ar: 'عرض الرد' },
    },
    {
      type: 'notification',
      title: {
        de: 'Neue Fotos freigegeben',
        en: 'New photos approved',
        tr: 'Yeni fotoğraflar onaylandı',
        ar: 'تمت الموافقة على صور جديدة',
      },
      body: {
        de: `${photos} neue Fotos in Ihrer Galerie sind jetzt online.`,
        en: `${photos} new photos in your gallery are now online.`,
        tr: `Galerinizdeki ${photos} yeni fotoğraf artık yayında.`,
        // Arabic counts 3 to 10 with the plural, 11 and more with the singular.
        ar: `${photos} ${photos <= 10 ? 'صور جديدة' : 'صورة جديدة'} في معرضكم متاحة الآن على الإنترنت.`,
      },
      link: '/fotos',
      linkText: LINK.gallery,
    },
    {
      type: 'notification',
      title: {
        de: 'Ihr Profil in der letzten Woche',
        en: 'Your profile last week',
        tr: 'Geçen hafta profiliniz',
        ar: 'ملفكم في الأسبوع الماضي',
      },
      body: {
        de: `${visits} Paare haben ${name} in der letzten Woche besucht, ${saved} haben Ihre Seite gemerkt.`,
        en: `${visits} couples visited ${name} last week, ${saved} saved your page.`,
        tr: `Geçen hafta ${visits} çift ${name} sayfasını ziyaret etti, ${saved} çift sayfanızı kaydetti.`,
        ar: `زار ${visits} من الأزواج ${name} في الأسبوع الماضي، وحفظ ${saved} منهم صفحتكم.`,
      },
      link: '',
      linkText: LINK.page,
    },
    {
      type: 'notification',
      title: {
        de: 'Titelbild aktualisiert',
        en: 'Main image updated',
        tr: 'Kapak fotoğrafı güncellendi',
        ar: 'تم تحديث صورة الغلاف',
      },
      body: {
        de: 'Ihr neues Titelbild wurde geprüft und ist jetzt auf Ihrer Seite zu sehen.',
        en: 'Your new main image was reviewed and is now shown on your page.',
        tr: 'Yeni kapak fotoğrafınız incelendi ve artık sayfanızda görünüyor.',
        ar: 'تمت مراجعة صورة الغلاف الجديدة وهي ظاهرة الآن على صفحتكم.',
      },
      link: '',
      linkText: LINK.page,
    },
    {
      type: 'notification',
      title: {
        de: 'Einladung zur Hochzeitsmesse',
        en: 'Invitation to the wedding fair',
        tr: 'Düğün fuarına davet',
        ar: 'دعوة إلى معرض الزفاف',
      },
      body: {
        de: 'Präsentieren Sie sich auf der Hochzeitsmesse im Januar: Anbieter aus unserem Portal erhalten 20 % Rabatt auf die Standmiete.',
        en: 'Present your business at the wedding fair in January: providers from our portal get 20% off the stand rent.',
        tr: 'Ocak ayındaki düğün fuarında kendinizi tanıtın: Portalımızdaki firmalar stant kirasında %20 indirim alır.',
        ar: 'قدّموا أعمالكم في معرض الزفاف في يناير: يحصل مقدمو الخدمات في بوابتنا على خصم 20٪ على إيجار الجناح.',
      },
      link: 'https://www.hochzeitsportal.de/hochzeitsmessen',
      linkText: { de: 'Mehr erfahren', en: 'Learn more', tr: 'Daha fazla bilgi', ar: 'مزيد من المعلومات' },
    },
  ];
}

/** A bridal-gown shop's notifications about a gown of its collection: approved, and rejected. */
function gownNotifications(gown: string): PromptSeed[] {
  return [
    {
      type: 'notification',
      title: {
        de: 'Produkt freigegeben',
        en: 'Product approved',
        tr: 'Ürün onaylandı',
        ar: 'تمت الموافقة على المنتج',
      },
      body: {
        de: `Das Brautkleid '${gown}' ist jetzt in Ihrer Kollektion sichtbar.`,
        en: `The wedding dress '${gown}' is now visible in your collection.`,
        tr: `'${gown}' gelinliği artık koleksiyonunuzda görünüyor.`,
        ar: `فستان الزفاف «${gown}» ظاهر الآن في تشكيلتكم.`,
      },
      link: '/kollektion',
      linkText: LINK.collection,
    },
    {
      type: 'notification',
      title: { de: 'Produkt abgelehnt', en: 'Product rejected', tr: 'Ürün reddedildi', ar: 'تم رفض المنتج' },
      body: {
        de: `Das Brautkleid '${gown}' wurde nicht freigegeben: Das Produktbild enthält Kontaktdaten.`,
        en: `The wedding dress '${gown}' was not approved: the product image contains contact details.`,
        tr: `'${gown}' gelinliği onaylanmadı: Ürün fotoğrafında iletişim bilgileri var.`,
        ar: `لم تتم الموافقة على فستان الزفاف «${gown}»: صورة المنتج تحتوي على بيانات اتصال.`,
      },
      link: '/kollektion',
      linkText: LINK.collection,
    },
  ];
}

/** A published discount's notification. */
function discountNotification(discount: string): PromptSeed {
  return {
    type: 'notification',
    title: {
      de: 'Ihr Rabatt ist veröffentlicht',
      en: 'Your discount is published',
      tr: 'İndiriminiz yayınlandı',
      ar: 'تم نشر الخصم',
    },
    body: {
      de: `Der Rabatt „${discount}“ ist jetzt auf Ihrer Seite sichtbar.`,
      en: `The discount “${discount}” is now visible on your page.`,
      tr: `“${discount}” indirimi artık sayfanızda görünüyor.`,
      ar: `الخصم «${discount}» ظاهر الآن على صفحتكم.`,
    },
    link: '/angebote',
    linkText: { de: 'Zum Angebot', en: 'Go to the offer', tr: 'Teklife git', ar: 'الانتقال إلى العرض' },
  };
}

function todoTemplates(provider: { name: string; categoryType: string }): PromptSeed[] {
  const todos: PromptSeed[] = [
    {
      type: 'todo',
      title: {
        de: 'Mehr Fotos hochladen',
        en: 'Upload more photos',
        tr: 'Daha fazla fotoğraf yükleyin',
        ar: 'ارفعوا المزيد من الصور',
      },
      body: {
        de: 'Profile mit 30 oder mehr Bildern erhalten deutlich mehr Anfragen. Ergänzen Sie Ihre Galerie um aktuelle Hochzeitsfotos.',
        en: 'Profiles with 30 or more pictures receive noticeably more requests. Add recent wedding photos to your gallery.',
        tr: '30 veya daha fazla fotoğrafı olan profiller belirgin şekilde daha fazla talep alır. Galerinize güncel düğün fotoğrafları ekleyin.',
        ar: 'تتلقى الملفات التي تضم 30 صورة أو أكثر طلبات أكثر بكثير. أضيفوا صور زفاف حديثة إلى معرضكم.',
      },
      link: { portal: (id) => `/providers/${id}/gallery` },
      linkText: LINK.gallery,
    },
    {
      type: 'todo',
      title: { de: 'Bewertungen sammeln', en: 'Collect reviews', tr: 'Değerlendirme toplayın', ar: 'اجمعوا التقييمات' },
      body: {
        de: 'Ab 20 Bewertungen vertrauen Paare Ihrem Profil spürbar mehr. Bitten Sie Ihre Brautpaare nach der Hochzeit um eine Bewertung.',
        en: 'From 20 reviews on, couples trust your profile noticeably more. Ask your couples for a review after the wedding.',
        tr: '20 değerlendirmeden itibaren çiftler profilinize belirgin şekilde daha çok güvenir. Düğünden sonra çiftlerinizden değerlendirme isteyin.',
        ar: 'ابتداءً من 20 تقييمًا يثق الأزواج بملفكم أكثر بشكل ملحوظ. اطلبوا من العرسان تقييمًا بعد الزفاف.',
      },
      link: { portal: (id) => `/provider-testimonials?provider=${id}` },
      linkText: LINK.reviews,
    },
    {
      type: 'todo',
      title: {
        de: 'Auf neue Bewertung antworten',
        en: 'Reply to a new review',
        tr: 'Yeni değerlendirmeye yanıt verin',
        ar: 'الرد على تقييم جديد',
      },
      body: {
        de: `Eine neue Bewertung für ${provider.name} wartet auf Ihre Antwort. Paare lesen Antworten sehr aufmerksam.`,
        en: `A new review of ${provider.name} is waiting for your reply. Couples read replies very carefully.`,
        tr: `${provider.name} için yeni bir değerlendirme yanıtınızı bekliyor. Çiftler yanıtları çok dikkatli okur.`,
        ar: `تقييم جديد لـ ${provider.name} بانتظار ردكم. يقرأ الأزواج الردود باهتمام كبير.`,
      },
      link: { portal: (id) => `/provider-testimonials?provider=${id}` },
      linkText: { de: 'Jetzt antworten', en: 'Reply now', tr: 'Şimdi yanıtla', ar: 'الرد الآن' },
    },
  ];
  if (provider.categoryType === 'venue') {
    todos.push(
      {
        type: 'todo',
        title: {
          de: 'Preise für 2027 aktualisieren',
          en: 'Update the prices for 2027',
          tr: '2027 fiyatlarını güncelleyin',
          ar: 'حدّثوا أسعار 2027',
        },
        body: {
          de: 'Ihre Preisliste „Hochzeitsmenü“ läuft bald ab. Bitte hinterlegen Sie die Preise für die Saison 2027.',
          en: 'Your price list “Hochzeitsmenü” expires soon. Please enter the prices for the 2027 season.',
          tr: '“Hochzeitsmenü” fiyat listenizin süresi yakında doluyor. Lütfen 2027 sezonunun fiyatlarını girin.',
          ar: 'تنتهي صلاحية قائمة الأسعار «Hochzeitsmenü» قريبًا. يرجى إدخال أسعار موسم 2027.',
        },
        link: { portal: (id) => `/providers/${id}/catalogs` },
        linkText: { de: 'Preise ansehen', en: 'View prices', tr: 'Fiyatları görüntüle', ar: 'عرض الأسعار' },
      },
      {
        type: 'todo',
        title: {
          de: 'Kapazitäten der Säle prüfen',
          en: 'Check the capacities of your halls',
          tr: 'Salon kapasitelerini kontrol edin',
          ar: 'راجعوا سعة القاعات',
        },
        body: {
          de: 'Bitte prüfen Sie die Gästezahlen für Dinner und Empfang in Ihren Sälen, damit Paare passende Angebote finden.',
          en: 'Please check the guest numbers for dinner and reception in your halls so that couples find suitable offers.',
          tr: 'Çiftlerin uygun teklifleri bulabilmesi için lütfen salonlarınızdaki yemek ve resepsiyon misafir sayılarını kontrol edin.',
          ar: 'يرجى مراجعة أعداد الضيوف للعشاء والاستقبال في قاعاتكم ليجد الأزواج العروض المناسبة.',
        },
        link: { portal: (id) => `/providers/${id}/capacity` },
        linkText: { de: 'Räume ansehen', en: 'View rooms', tr: 'Salonları görüntüle', ar: 'عرض القاعات' },
      },
    );
  } else if (provider.categoryType === 'bridal_gown') {
    todos.push(
      {
        type: 'todo',
        title: {
          de: 'Budget-Angaben ergänzen',
          en: 'Complete your budget details',
          tr: 'Bütçe bilgilerini tamamlayın',
          ar: 'أكملوا بيانات الميزانية',
        },
        body: {
          de: 'Im Bereich Budget fehlen noch Pflichtangaben. Ergänzen Sie Ihr Mindestbudget und die Preisspanne Ihrer Brautkleider.',
          en: 'Required details are still missing in the budget section. Add your minimum budget and the price range of your wedding dresses.',
          tr: 'Bütçe bölümünde hâlâ zorunlu bilgiler eksik. Asgari bütçenizi ve gelinliklerinizin fiyat aralığını ekleyin.',
          ar: 'لا تزال بيانات إلزامية ناقصة في قسم الميزانية. أضيفوا الحد الأدنى للميزانية ونطاق أسعار فساتين الزفاف لديكم.',
        },
        link: { portal: (id) => `/providers/${id}/info/budget` },
        linkText: {
          de: 'Budget ergänzen',
          en: 'Complete the budget',
          tr: 'Bütçeyi tamamlayın',
          ar: 'أكملوا الميزانية',
        },
      },
      {
        type: 'todo',
        title: {
          de: 'Kollektion 2027 einstellen',
          en: 'Add the 2027 collection',
          tr: '2027 koleksiyonunu ekleyin',
          ar: 'أضيفوا تشكيلة 2027',
        },
        body: {
          de: 'Stellen Sie die neuen Modelle Ihrer Kollektion 2027 ein, damit Bräute sie schon bei der Suche finden.',
          en: 'Add the new models of your 2027 collection so that brides find them while they search.',
          tr: 'Gelinlerin arama yaparken bulabilmesi için 2027 koleksiyonunuzun yeni modellerini ekleyin.',
          ar: 'أضيفوا الموديلات الجديدة من تشكيلة 2027 لتجدها العرائس أثناء البحث.',
        },
        link: { portal: (id) => `/providers/${id}/items` },
        linkText: LINK.collection,
      },
    );
  } else {
    todos.push({
      type: 'todo',
      title: {
        de: 'Pakete mit Preisen ergänzen',
        en: 'Add packages with prices',
        tr: 'Fiyatlı paketler ekleyin',
        ar: 'أضيفوا باقات بأسعارها',
      },
      body: {
        de: 'Paare vergleichen Preise: Stellen Sie Ihre Pakete mit einem Preis ab ein.',
        en: 'Couples compare prices: add your packages with a starting price.',
        tr: 'Çiftler fiyatları karşılaştırır: Paketlerinizi başlangıç fiyatıyla ekleyin.',
        ar: 'يقارن الأزواج الأسعار: أضيفوا باقاتكم مع السعر الابتدائي.',
      },
      link: { portal: (id) => `/providers/${id}/catalogs` },
      linkText: { de: 'Angebote ansehen', en: 'View offers', tr: 'Teklifleri görüntüle', ar: 'عرض العروض' },
    });
  }
  return todos;
}

function publicPath(slug: string | undefined, suffix: string): string {
  if (suffix.startsWith('https://')) return suffix;
  return `${slug ?? '/anbieter'}${suffix}`;
}

export async function seedPrompts(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  let id = nextId(db.providerPrompts, 4000);
  const demoProviders = [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon];
  const rows: Array<{ providerId: number; seed: PromptSeed; createdAt: Date; completed: boolean }> = [];

  // Customer 1: 38 notifications over the last eight weeks (the newest 7 unread), 10 to-dos (6 open).
  const notificationCount = 38;
  for (let i = 0; i < notificationCount; i++) {
    const providerId = demoProviders[i % demoProviders.length] as number;
    const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
    if (!provider) continue;
    const seed = random.pick(
      notificationTemplates({ name: provider.name, categoryType: provider.category.categoryType }, random),
    );
    // i = 0 is the newest; spread evenly back to 56 days with some jitter.
    const createdAt = addMinutes(addDays(now, -Math.round((i * 56) / notificationCount)), -random.int(20, 600));
    rows.push({ providerId, seed, createdAt, completed: i >= 7 });
  }
  let todoIndex = 0;
  for (const providerId of demoProviders) {
    const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
    if (!provider) continue;
    const todos = todoTemplates({ name: provider.name, categoryType: provider.category.categoryType });
    for (const seed of todos.slice(0, providerId === PROVIDER.lichtwerk ? 2 : 4)) {
      const createdAt = addMinutes(addDays(now, -(3 + todoIndex * 4)), -random.int(30, 480));
      rows.push({ providerId, seed, createdAt, completed: todoIndex % 5 === 3 || todoIndex % 5 === 4 });
      todoIndex++;
    }
  }

  // The basic provider: two notifications (one unread) and two to-dos (one open).
  const elbblick = db.providers.findFirst((q) => q.where({ id: PROVIDER.elbblick }));
  if (elbblick) {
    const notes = notificationTemplates({ name: elbblick.name, categoryType: elbblick.category.categoryType }, random);
    const todos = todoTemplates({ name: elbblick.name, categoryType: elbblick.category.categoryType });
    rows.push(
      { providerId: elbblick.id, seed: notes[0] as PromptSeed, createdAt: addDays(now, -1), completed: false },
      { providerId: elbblick.id, seed: notes[4] as PromptSeed, createdAt: addDays(now, -9), completed: true },
      { providerId: elbblick.id, seed: todos[1] as PromptSeed, createdAt: addDays(now, -4), completed: false },
      { providerId: elbblick.id, seed: todos[0] as PromptSeed, createdAt: addDays(now, -20), completed: true },
    );
  }

  // Ids ascend with createdAt, like a real table.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const row of rows) {
    const provider = db.providers.findFirst((q) => q.where({ id: row.providerId }));
    await db.providerPrompts.create({
      id: id++,
      providerId: row.providerId,
      type: row.seed.type,
      title: row.seed.title.de,
      body: row.seed.body.de,
      createdAt: isoDateTime(row.createdAt),
      completedAt: row.completed ? isoDateTime(addMinutes(row.createdAt, random.int(15, 60 * 30))) : null,
      linkData: {
        path:
          typeof row.seed.link === 'string'
            ? publicPath(provider?.slug, row.seed.link)
            : row.seed.link.portal(row.providerId),
        text: row.seed.linkText.de,
      },
      texts: { title: row.seed.title, body: row.seed.body, linkText: row.seed.linkText },
    });
  }
}
