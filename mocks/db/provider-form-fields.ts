// The info-page form definitions per provider category (config provider_form): the fields, their groups, limits
// and options with their labels in every answer language.
import type { z } from 'zod';
import type { zProviderForm } from '../../src/api/generated/zod/zod.gen';

type FormType = z.infer<typeof zProviderForm>['type'];
type OptionSeed = [value: string, en: string, tr: string, ar: string];
export interface FieldSeed {
  fieldName: string;
  de: string;
  en: string;
  tr: string;
  ar: string;
  group: 'general' | 'budget' | 'capacity' | 'services';
  type: FormType;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** Largest value of a number answer (a percentage: 100); number answers are never negative. */
  maximum?: number;
  options?: OptionSeed[];
}

const PAYMENT_METHODS: OptionSeed[] = [
  ['Überweisung', 'Bank transfer', 'Havale', 'تحويل بنكي'],
  ['EC-Karte', 'Debit card', 'Banka kartı', 'بطاقة مصرفية'],
  ['Kreditkarte', 'Credit card', 'Kredi kartı', 'بطاقة ائتمان'],
  ['Ratenzahlung', 'Instalments', 'Taksitle ödeme', 'الدفع بالتقسيط'],
  ['Barzahlung', 'Cash', 'Nakit', 'نقدًا'],
];

const LANGUAGES: OptionSeed[] = [
  ['Deutsch', 'German', 'Almanca', 'الألمانية'],
  ['Englisch', 'English', 'İngilizce', 'الإنجليزية'],
  ['Türkisch', 'Turkish', 'Türkçe', 'التركية'],
  ['Arabisch', 'Arabic', 'Arapça', 'العربية'],
  ['Polnisch', 'Polish', 'Lehçe', 'البولندية'],
  ['Französisch', 'French', 'Fransızca', 'الفرنسية'],
];

const BASE_GENERAL: FieldSeed[] = [
  {
    fieldName: 'description',
    de: 'Beschreibung',
    en: 'Description',
    tr: 'Açıklama',
    ar: 'الوصف',
    group: 'general',
    type: 'textarea',
    required: true,
    minLength: 300,
    maxLength: 5000,
  },
  {
    fieldName: 'website',
    de: 'Webseite',
    en: 'Website',
    tr: 'Web sitesi',
    ar: 'الموقع الإلكتروني',
    group: 'general',
    type: 'url',
    maxLength: 255,
  },
  {
    fieldName: 'languages',
    de: 'Sprachen im Team',
    en: 'Languages spoken',
    tr: 'Ekipte konuşulan diller',
    ar: 'اللغات التي يتحدثها الفريق',
    group: 'general',
    type: 'multiselect',
    options: LANGUAGES,
  },
];

const BASE_BUDGET: FieldSeed[] = [
  {
    fieldName: 'minBudget',
    de: 'Mindestbudget (EUR)',
    en: 'Minimum budget (EUR)',
    tr: 'Asgari bütçe (EUR)',
    ar: 'الحد الأدنى للميزانية (يورو)',
    group: 'budget',
    type: 'number',
    required: true,
  },
  {
    fieldName: 'depositPercent',
    de: 'Anzahlung bei Buchung (%)',
    en: 'Deposit on booking (%)',
    tr: 'Rezervasyonda kapora (%)',
    ar: 'العربون عند الحجز (٪)',
    group: 'budget',
    type: 'number',
    maximum: 100,
  },
  {
    fieldName: 'paymentMethods',
    de: 'Zahlungsarten',
    en: 'Payment methods',
    tr: 'Ödeme yöntemleri',
    ar: 'طرق الدفع',
    group: 'budget',
    type: 'multiselect',
    options: PAYMENT_METHODS,
  },
];

const CATEGORY_FIELDS: Record<string, FieldSeed[]> = {
  venue: [
    {
      fieldName: 'venueType',
      de: 'Art der Location',
      en: 'Type of venue',
      tr: 'Mekân türü',
      ar: 'نوع المكان',
      group: 'general',
      type: 'select',
      options: [
        ['Schloss', 'Castle', 'Şato', 'قصر'],
        ['Gutshof', 'Manor', 'Çiftlik malikânesi', 'ضيعة ريفية'],
        ['Hotel', 'Hotel', 'Otel', 'فندق'],
        ['Restaurant', 'Restaurant', 'Restoran', 'مطعم'],
        ['Scheune', 'Barn', 'Ahır', 'حظيرة'],
        ['Landhaus', 'Country house', 'Kır evi', 'منزل ريفي'],
        ['Schiff', 'Boat', 'Tekne', 'قارب'],
      ],
    },
    {
      fieldName: 'hasParking',
      de: 'Parkplätze vorhanden',
      en: 'Parking available',
      tr: 'Otopark var',
      ar: 'يتوفر موقف سيارات',
      group: 'general',
      type: 'boolean',
    },
    {
      fieldName: 'pricePerPerson',
      de: 'Preis pro Person ab (EUR)',
      en: 'Price per person from (EUR)',
      tr: 'Kişi başı fiyat, başlangıç (EUR)',
      ar: 'سعر الفرد ابتداءً من (يورو)',
      group: 'budget',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'rentalFee',
      de: 'Raummiete ab (EUR)',
      en: 'Room hire from (EUR)',
      tr: 'Salon kirası, başlangıç (EUR)',
      ar: 'إيجار القاعة ابتداءً من (يورو)',
      group: 'budget',
      type: 'number',
    },
    {
      fieldName: 'maxGuests',
      de: 'Maximale Gästezahl',
      en: 'Maximum number of guests',
      tr: 'Azami misafir sayısı',
      ar: 'الحد الأقصى لعدد الضيوف',
      group: 'capacity',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'minGuests',
      de: 'Minimale Gästezahl',
      en: 'Minimum number of guests',
      tr: 'Asgari misafir sayısı',
      ar: 'الحد الأدنى لعدد الضيوف',
      group: 'capacity',
      type: 'number',
    },
    {
      fieldName: 'rooms',
      de: 'Gästezimmer',
      en: 'Guest rooms',
      tr: 'Misafir odaları',
      ar: 'غرف الضيوف',
      group: 'capacity',
      type: 'number',
    },
    {
      fieldName: 'services',
      de: 'Leistungen',
      en: 'Services',
      tr: 'Hizmetler',
      ar: 'الخدمات',
      group: 'services',
      type: 'multiselect',
      options: [
        ['Catering', 'Catering', 'Yemek hizmeti', 'خدمة الطعام'],
        ['Trauung im Freien', 'Outdoor ceremony', 'Açık havada tören', 'مراسم في الهواء الطلق'],
        ['Standesamt vor Ort', 'Civil registry on site', 'Mekânda resmî nikâh', 'عقد القران المدني في المكان'],
        ['Übernachtung', 'Overnight stay', 'Konaklama', 'مبيت'],
        ['Dekoration', 'Decoration', 'Dekorasyon', 'الديكور'],
        ['Technik & DJ-Pult', 'Sound system & DJ booth', 'Ses sistemi ve DJ kabini', 'نظام صوت ومنصة دي جي'],
        ['Kinderbetreuung', 'Childcare', 'Çocuk bakımı', 'رعاية الأطفال'],
      ],
    },
    {
      fieldName: 'cateringOption',
      de: 'Catering',
      en: 'Catering',
      tr: 'Yemek hizmeti',
      ar: 'خدمة الطعام',
      group: 'services',
      type: 'select',
      options: [
        ['Eigene Küche', 'In-house kitchen', 'Kendi mutfağımız', 'مطبخ خاص بالمكان'],
        [
          'Externer Caterer frei wählbar',
          'Any external caterer',
          'Dışarıdan yemek firması serbest',
          'يمكن اختيار أي متعهد طعام خارجي',
        ],
        [
          'Eigene Küche oder externer Caterer',
          'In-house or external caterer',
          'Kendi mutfağımız veya dış yemek firması',
          'مطبخ المكان أو متعهد طعام خارجي',
        ],
      ],
    },
  ],
  photographer: [
    {
      fieldName: 'style',
      de: 'Fotostil',
      en: 'Photography style',
      tr: 'Fotoğraf tarzı',
      ar: 'أسلوب التصوير',
      group: 'general',
      type: 'multiselect',
      options: [
        ['Reportage', 'Documentary', 'Belgesel', 'توثيقي'],
        ['Klassisch', 'Classic', 'Klasik', 'كلاسيكي'],
        ['Fine Art', 'Fine art', 'Sanatsal', 'فني'],
        ['Vintage', 'Vintage', 'Nostaljik', 'عتيق'],
        ['Boho', 'Boho', 'Bohem', 'بوهيمي'],
      ],
    },
    {
      fieldName: 'packagePriceFrom',
      de: 'Pakete ab (EUR)',
      en: 'Packages from (EUR)',
      tr: 'Paketler, başlangıç (EUR)',
      ar: 'الباقات ابتداءً من (يورو)',
      group: 'budget',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'hourlyRate',
      de: 'Stundensatz (EUR)',
      en: 'Hourly rate (EUR)',
      tr: 'Saatlik ücret (EUR)',
      ar: 'الأجر بالساعة (يورو)',
      group: 'budget',
      type: 'number',
    },
    {
      fieldName: 'maxWeddingsPerYear',
      de: 'Hochzeiten pro Jahr',
      en: 'Weddings per year',
      tr: 'Yıllık düğün sayısı',
      ar: 'عدد حفلات الزفاف في السنة',
      group: 'capacity',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'teamSize',
      de: 'Fotografen im Team',
      en: 'Photographers in the team',
      tr: 'Ekipteki fotoğrafçı sayısı',
      ar: 'عدد المصورين في الفريق',
      group: 'capacity',
      type: 'number',
    },
    {
      fieldName: 'services',
      de: 'Leistungen',
      en: 'Services',
      tr: 'Hizmetler',
      ar: 'الخدمات',
      group: 'services',
      type: 'multiselect',
      options: [
        ['Getting Ready', 'Getting ready', 'Hazırlık çekimi', 'التحضيرات'],
        ['Trauung', 'Ceremony', 'Tören', 'مراسم الزفاف'],
        ['Paarshooting', 'Couple shoot', 'Çift çekimi', 'جلسة تصوير للعروسين'],
        ['Reportage ganztags', 'Full-day coverage', 'Tam gün çekim', 'تغطية طوال اليوم'],
        ['Videografie', 'Videography', 'Video çekimi', 'تصوير الفيديو'],
        ['Fotobuch', 'Photo book', 'Fotoğraf albümü', 'ألبوم صور'],
        ['Drohnenaufnahmen', 'Drone shots', 'Drone çekimi', 'تصوير بطائرة مسيّرة'],
      ],
    },
    {
      fieldName: 'deliveryWeeks',
      de: 'Lieferzeit der Bilder (Wochen)',
      en: 'Photo delivery time (weeks)',
      tr: 'Fotoğrafların teslim süresi (hafta)',
      ar: 'مدة تسليم الصور (بالأسابيع)',
      group: 'services',
      type: 'number',
    },
  ],
  bridal_gown: [
    {
      fieldName: 'designers',
      de: 'Designerinnen und Marken',
      en: 'Designers and brands',
      tr: 'Tasarımcılar ve markalar',
      ar: 'المصممات والعلامات التجارية',
      group: 'general',
      type: 'multiselect',
      options: [
        ['Rembo Styling', 'Rembo Styling', 'Rembo Styling', 'Rembo Styling'],
        ['Kaviar Gauche', 'Kaviar Gauche', 'Kaviar Gauche', 'Kaviar Gauche'],
        ['Lilly', 'Lilly', 'Lilly', 'Lilly'],
        ['Pronovias', 'Pronovias', 'Pronovias', 'Pronovias'],
        ['Eigene Kollektion', 'Own collection', 'Kendi koleksiyonumuz', 'تشكيلتنا الخاصة'],
      ],
    },
    {
      fieldName: 'sizeRange',
      de: 'Konfektionsgrößen',
      en: 'Dress sizes',
      tr: 'Beden aralığı',
      ar: 'مقاسات الفساتين',
      group: 'general',
      type: 'text',
      maxLength: 50,
    },
    {
      fieldName: 'priceFrom',
      de: 'Brautkleider ab (EUR)',
      en: 'Wedding dresses from (EUR)',
      tr: 'Gelinlikler, başlangıç (EUR)',
      ar: 'فساتين الزفاف ابتداءً من (يورو)',
      group: 'budget',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'priceTo',
      de: 'Brautkleider bis (EUR)',
      en: 'Wedding dresses up to (EUR)',
      tr: 'Gelinlikler, en fazla (EUR)',
      ar: 'فساتين الزفاف حتى (يورو)',
      group: 'budget',
      type: 'number',
    },
    {
      fieldName: 'appointmentsPerDay',
      de: 'Beratungstermine pro Tag',
      en: 'Fittings per day',
      tr: 'Günlük danışmanlık randevusu',
      ar: 'عدد مواعيد الاستشارة في اليوم',
      group: 'capacity',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'appointmentMinutes',
      de: 'Dauer einer Beratung (Minuten)',
      en: 'Length of a fitting (minutes)',
      tr: 'Danışmanlık süresi (dakika)',
      ar: 'مدة الاستشارة (بالدقائق)',
      group: 'capacity',
      type: 'number',
    },
    {
      fieldName: 'services',
      de: 'Leistungen',
      en: 'Services',
      tr: 'Hizmetler',
      ar: 'الخدمات',
      group: 'services',
      type: 'multiselect',
      options: [
        ['Änderungsschneiderei', 'Alterations', 'Terzi ve tadilat', 'تعديلات الخياطة'],
        ['Schleier & Accessoires', 'Veils & accessories', 'Duvak ve aksesuarlar', 'الطرحات والإكسسوارات'],
        ['Brautschuhe', 'Bridal shoes', 'Gelin ayakkabıları', 'أحذية العروس'],
        ['Herrenanzüge', "Men's suits", 'Erkek takım elbiseleri', 'بدلات رجالية'],
        ['Brautjungfernkleider', 'Bridesmaid dresses', 'Nedime elbiseleri', 'فساتين وصيفات العروس'],
        ['Termine am Sonntag', 'Sunday appointments', 'Pazar günü randevu', 'مواعيد يوم الأحد'],
      ],
    },
    {
      fieldName: 'appointmentRequired',
      de: 'Beratung nur mit Termin',
      en: 'Fittings by appointment only',
      tr: 'Danışmanlık yalnızca randevuyla',
      ar: 'الاستشارة بموعد مسبق فقط',
      group: 'services',
      type: 'boolean',
    },
  ],
};

const GENERIC_FIELDS: FieldSeed[] = [
  {
    fieldName: 'eventsPerDay',
    de: 'Hochzeiten pro Tag',
    en: 'Weddings per day',
    tr: 'Günlük düğün sayısı',
    ar: 'عدد حفلات الزفاف في اليوم',
    group: 'capacity',
    type: 'number',
    required: true,
  },
  {
    fieldName: 'serviceArea',
    de: 'Einsatzgebiet',
    en: 'Service area',
    tr: 'Hizmet bölgesi',
    ar: 'منطقة الخدمة',
    group: 'services',
    type: 'text',
    maxLength: 200,
  },
  {
    fieldName: 'travelCosts',
    de: 'Anfahrt im Preis enthalten',
    en: 'Travel included in the price',
    tr: 'Ulaşım fiyata dahil',
    ar: 'التنقل مشمول في السعر',
    group: 'services',
    type: 'boolean',
  },
];

export function fieldsOf(categoryType: string): FieldSeed[] {
  return [...BASE_GENERAL, ...BASE_BUDGET, ...(CATEGORY_FIELDS[categoryType] ?? GENERIC_FIELDS)];
}
