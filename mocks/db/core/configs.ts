// Config entries: every config type of spec point 3 (`GET /configs`), labelled in every answer language.
import { z } from 'zod';
import { zConfigType } from '../../../src/api/generated/zod/zod.gen';
import { type Labels, zLabels } from '../../lib/labels';
import { collection } from '../collection';
import type { SeedContext } from '../seed-context';
import { CATEGORY } from './reference';

export const collections = {
  /** Config entries of every config type; `value` is answered in the request's language. */
  configEntries: collection(
    z.object({
      id: z.int().gte(1),
      type: zConfigType,
      itemId: z.union([z.int(), z.string()]),
      status: z.union([z.literal(0), z.literal(1)]),
      labels: zLabels,
    }),
  ),
};

type ConfigSeed = [itemId: number | string, de: string, en: string, tr: string, ar: string];

/** Every config type of spec point 3, labelled in every answer language (mocks/lib/labels.ts). */
const CONFIGS: Record<z.infer<typeof zConfigType>, ConfigSeed[]> = {
  provider_testimonial_added_by: [
    ['couple', 'Brautpaar', 'Couple', 'Çift', 'الزوجان'],
    ['provider', 'Anbieter', 'Provider', 'Firma', 'مقدّم الخدمة'],
    ['import', 'Import', 'Import', 'İçe aktarma', 'استيراد'],
  ],
  providerTestimonialRejectedReason: [
    [1, 'Enthält Kontaktdaten', 'Contains contact details', 'İletişim bilgileri içeriyor', 'يحتوي على بيانات اتصال'],
    [2, 'Beleidigender Inhalt', 'Offensive content', 'Hakaret içeren içerik', 'محتوى مسيء'],
    [3, 'Keine echte Hochzeit', 'Not a real wedding', 'Gerçek bir düğün değil', 'ليس حفل زفاف حقيقيًا'],
  ],
  customer_menu_pricing_type: [
    ['package', 'Pauschalpreis', 'Package price', 'Paket fiyatı', 'سعر الباقة'],
    ['per_person', 'Preis pro Person', 'Price per person', 'Kişi başı fiyat', 'السعر للفرد'],
  ],
  currency: [[1, 'EUR', 'EUR', 'EUR', 'EUR']],
  customer_user_role: [
    [1, 'Administrator', 'Administrator', 'Yönetici', 'مسؤول'],
    [2, 'Mitarbeiter', 'Staff member', 'Çalışan', 'موظف'],
    [3, 'Nur Lesen', 'Read only', 'Yalnızca okuma', 'قراءة فقط'],
  ],
  available_languages: [
    ['de_DE', 'Deutsch', 'German', 'Almanca', 'الألمانية'],
    ['en_US', 'Englisch (USA)', 'English (US)', 'İngilizce (ABD)', 'الإنجليزية (الولايات المتحدة)'],
    ['tr_TR', 'Türkisch', 'Turkish', 'Türkçe', 'التركية'],
    ['ar_SA', 'Arabisch', 'Arabic', 'Arapça', 'العربية'],
  ],
  organization_type: [
    [1, 'Hochzeit', 'Wedding', 'Düğün', 'حفل زفاف'],
    [2, 'Standesamtliche Trauung', 'Civil ceremony', 'Resmî nikâh', 'عقد قران مدني'],
    [3, 'Verlobung', 'Engagement', 'Nişan', 'خطوبة'],
    [4, 'Polterabend', 'Pre-wedding party', 'Düğün öncesi eğlence', 'حفلة ما قبل الزفاف'],
  ],
  lead_status: [
    ['new', 'Neu', 'New', 'Yeni', 'جديد'],
    ['pending', 'Offen', 'Pending', 'Açık', 'مفتوح'],
    ['negotiating', 'In Verhandlung', 'Negotiating', 'Görüşülüyor', 'قيد التفاوض'],
    ['offered', 'Angebot gesendet', 'Offer sent', 'Teklif gönderildi', 'تم إرسال العرض'],
    ['deal', 'Zusage', 'Deal', 'Anlaşma', 'تم الاتفاق'],
    ['rejected', 'Abgesagt', 'Rejected', 'Reddedildi', 'مرفوض'],
    ['spam', 'Spam', 'Spam', 'İstenmeyen', 'رسائل مزعجة'],
    ['not_reached', 'Nicht erreicht', 'Not reached', 'Ulaşılamadı', 'لم يتم الوصول'],
    ['unreachable', 'Nicht erreichbar', 'Unreachable', 'Erişilemiyor', 'تعذّر الوصول'],
  ],
  lead_process_state: [
    ['first_contact', 'Erstkontakt', 'First contact', 'İlk temas', 'التواصل الأول'],
    ['appointment_planned', 'Termin geplant', 'Appointment planned', 'Randevu planlandı', 'تم تحديد موعد'],
    ['appointment_done', 'Termin stattgefunden', 'Appointment held', 'Randevu gerçekleşti', 'تم عقد الموعد'],
    ['offer_preparing', 'Angebot in Arbeit', 'Preparing offer', 'Teklif hazırlanıyor', 'جارٍ إعداد العرض'],
    ['contract_sent', 'Vertrag versendet', 'Contract sent', 'Sözleşme gönderildi', 'تم إرسال العقد'],
  ],
  info_request_reject_reason_id: [
    [1, 'Termin bereits vergeben', 'Date already booked', 'Tarih zaten dolu', 'التاريخ محجوز مسبقًا'],
    [2, 'Budget passt nicht', 'Budget does not fit', 'Bütçe uygun değil', 'الميزانية غير مناسبة'],
    [3, 'Gästezahl passt nicht', 'Guest count does not fit', 'Misafir sayısı uygun değil', 'عدد الضيوف غير مناسب'],
    [
      4,
      'Brautpaar hat sich anders entschieden',
      'Couple chose another provider',
      'Çift başka bir firmayı seçti',
      'اختار الزوجان مقدّم خدمة آخر',
    ],
    [5, 'Sonstiger Grund', 'Other reason', 'Başka bir neden', 'سبب آخر'],
  ],
  provider_item_statuses: [
    ['active', 'Aktiv', 'Active', 'Aktif', 'نشط'],
    ['passive', 'Inaktiv', 'Inactive', 'Pasif', 'غير نشط'],
  ],
  provider_review_channel: [
    [1, 'Google', 'Google', 'Google', 'Google'],
    [2, 'Facebook', 'Facebook', 'Facebook', 'Facebook'],
    [3, 'WeddingWire', 'WeddingWire', 'WeddingWire', 'WeddingWire'],
  ],
  discount_type: [
    ['discount', 'Rabatt', 'Discount', 'İndirim', 'خصم'],
    ['installment', 'Ratenzahlung', 'Installments', 'Taksitli ödeme', 'الدفع بالتقسيط'],
  ],
  provider_form_group: [
    ['general', 'Allgemein', 'General', 'Genel', 'عام'],
    ['budget', 'Budget & Preise', 'Budget & prices', 'Bütçe ve fiyatlar', 'الميزانية والأسعار'],
    ['capacity', 'Kapazität', 'Capacity', 'Kapasite', 'السعة'],
    ['services', 'Leistungen', 'Services', 'Hizmetler', 'الخدمات'],
  ],
  campaign_id: [
    [501, 'Upgrade-Anfrage Portal', 'Portal upgrade request', 'Portal yükseltme talebi', 'طلب ترقية عبر البوابة'],
    [502, 'Anbieter empfehlen', 'Refer a provider', 'Firma önerin', 'رشّحوا مقدّم خدمة'],
  ],
  customer_user_title: [
    [1, 'Geschäftsführung', 'Managing director', 'Genel müdür', 'المدير العام'],
    [2, 'Eventmanagement', 'Event management', 'Etkinlik yönetimi', 'إدارة الفعاليات'],
    [3, 'Vertrieb', 'Sales', 'Satış', 'المبيعات'],
    [4, 'Fotografie', 'Photography', 'Fotoğrafçılık', 'التصوير'],
  ],
  payment_status: [
    ['pending', 'Offen', 'Pending', 'Ödeme bekliyor', 'بانتظار الدفع'],
    ['paid', 'Bezahlt', 'Paid', 'Ödendi', 'مدفوع'],
    ['failed', 'Fehlgeschlagen', 'Failed', 'Başarısız', 'فشل الدفع'],
    ['cancelled', 'Storniert', 'Cancelled', 'İptal edildi', 'ملغى'],
  ],
  payment_type: [
    ['subscription', 'Paketgebühr', 'Plan fee', 'Paket ücreti', 'رسوم الباقة'],
    ['plus_leads', 'Plus-Anfragen', 'Plus leads', 'Plus talepler', 'طلبات بلس'],
    ['advertisement', 'Werbung', 'Advertising', 'Reklam', 'إعلان'],
    ['setup_fee', 'Einrichtungsgebühr', 'Setup fee', 'Kurulum ücreti', 'رسوم الإعداد'],
  ],
  lead_report_reasons: [
    [1, 'Spam oder Werbung', 'Spam or advertising', 'İstenmeyen ileti veya reklam', 'رسائل مزعجة أو إعلان'],
    [2, 'Falsche Kontaktdaten', 'Wrong contact details', 'Yanlış iletişim bilgileri', 'بيانات اتصال خاطئة'],
    [3, 'Doppelte Anfrage', 'Duplicate request', 'Mükerrer talep', 'طلب مكرر'],
    [4, 'Keine Hochzeitsanfrage', 'Not a wedding request', 'Düğün talebi değil', 'ليس طلبًا لحفل زفاف'],
  ],
  customer_company_type: [
    ['company', 'Unternehmen', 'Company', 'Şirket', 'شركة'],
    ['sole_trader', 'Einzelunternehmen', 'Sole trader', 'Şahıs şirketi', 'مؤسسة فردية'],
  ],
  customer_company_extension: [
    ['GmbH', 'GmbH', 'GmbH', 'GmbH', 'GmbH'],
    ['UG', 'UG (haftungsbeschränkt)', 'UG (limited liability)', 'UG (sınırlı sorumlu)', 'UG (ذات مسؤولية محدودة)'],
    ['e.K.', 'e.K.', 'e.K.', 'e.K.', 'e.K.'],
    ['GbR', 'GbR', 'GbR', 'GbR', 'GbR'],
  ],
  allowed_provider_category_ids: Object.values(CATEGORY).map((c) => [c.id, c.name, c.en, c.tr, c.ar] as ConfigSeed),
  // The kinds of catalogue: the one list of their names; customer-resources/catalogue-options.ts seeds its catalogue types from it.
  catalog_type: [
    [1, 'Menü', 'Menu', 'Menü', 'قائمة طعام'],
    [2, 'Preisliste', 'Price list', 'Fiyat listesi', 'قائمة أسعار'],
    [3, 'Paketangebot', 'Package offer', 'Paket teklifi', 'عرض باقة'],
  ],
};

/** The labels of a seeded config entry (seed texts that name one, e.g. a reject reason). */
export function configSeedLabels(type: z.infer<typeof zConfigType>, itemId: number | string): Labels | undefined {
  const entry = CONFIGS[type].find(([id]) => id === itemId);
  return entry ? { de: entry[1], en: entry[2], tr: entry[3], ar: entry[4] } : undefined;
}

/** The config entries: the same in every scenario. */
export async function seedConfigs(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  let configId = 1;
  for (const [type, entries] of Object.entries(CONFIGS) as Array<[z.infer<typeof zConfigType>, ConfigSeed[]]>) {
    for (const [itemId, de, en, tr, ar] of entries) {
      const labels: Labels = { de, en, tr, ar };
      await db.configEntries.create({ id: configId++, type, itemId, status: 1, labels });
    }
  }
}
