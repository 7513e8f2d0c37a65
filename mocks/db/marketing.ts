// Marketing and statistics: discounts with their coupons, agreement texts and signatures, monthly visit,
// booking and rival statistics, the visit log, advertisement video figures and proposals (upgrade requests and
// referrals). Seeded for customer 1's providers 101-103; provider 201 (basic plan) has none of it.
import { z } from 'zod';
import {
  zAgreementSign,
  zAgreementText,
  zBookingStatsMonth,
  zCategory,
  zDiscount,
  zDiscountCoupon,
  zProposal,
  zProviderAdStatsPeriod,
  zStatsMonth,
  zUpgradeFeature,
  zVideoType,
  zVisitLog,
  zVisitStatsMonth,
} from '../../src/api/generated/zod/zod.gen';
import {
  addDays,
  addMinutes,
  addMonths,
  isoDate,
  isoDateTime,
  isoMonth,
  marketDay,
  parseDate,
  startOfDay,
} from '../lib/clock';
import { createRandom, type Random } from '../lib/random';
import { collection } from './collection';
import { CATEGORY, CITY, CUSTOMER, PROVIDER, USER } from './core';
import { LEAD_ARCHIVE_DAYS, type SeedContext } from './seed-context';

/** Config campaign_id entries: the upgrade dialogs send 501, the referral form 502. */
export const CAMPAIGN = { upgrade: 501, referral: 502 } as const;

const zDiscountRecord = zDiscount.omit({ provider: true }).extend({ submittedAt: z.string() });
export type DiscountRecord = z.infer<typeof zDiscountRecord>;

export const collections = {
  /**
   * Discounts without the embedded provider (projected fresh on every answer). `submittedAt` is when the
   * current version went to the team for approval; the mock team approves after 2 working days.
   */
  discounts: collection(zDiscountRecord),
  discountCoupons: collection(zDiscountCoupon),
  /** Every published version of every agreement text; the API lists the latest one per type. */
  agreementTexts: collection(zAgreementText),
  agreementSigns: collection(zAgreementSign),
  /**
   * Visit counters per provider and month. `infoRequests` holds only the requests before the first seeded lead; the
   * handlers add the leads' own count (`mocks/lib/lead-statistics.ts`).
   */
  visitStats: collection(zVisitStatsMonth.extend({ id: z.int().gte(1), providerId: z.int().gte(1) })),
  /**
   * Lead funnel counters per provider and month, with the month's average first response time. `leads`, `offers` and
   * `deals` hold only the requests before the first seeded lead (the statistics add the leads themselves);
   * `weddings` (weddings held that month) is the whole figure.
   */
  bookingStats: collection(
    zBookingStatsMonth.extend({
      id: z.int().gte(1),
      providerId: z.int().gte(1),
      averageResponseSeconds: z.int().gte(0).nullable(),
    }),
  ),
  /** Monthly figures of rival providers (other firms on the marketplace), by category and city. */
  rivalStats: collection(
    z.object({
      id: z.int().gte(1),
      name: z.string().min(1),
      categoryId: z.int().gte(1),
      cityId: z.int().gte(1),
      category: zCategory,
      month: zStatsMonth,
      profileViews: z.int().gte(0),
      infoRequests: z.int().gte(0),
      deals: z.int().gte(0),
    }),
  ),
  visitLogs: collection(zVisitLog),
  /** Advertisement video figures per provider and video type (never `all`: that is the sum). */
  adStats: collection(
    z.object({
      id: z.int().gte(1),
      providerId: z.int().gte(1),
      videoType: zVideoType.exclude(['all']),
      impressions: z.int().gte(0),
      plays: z.int().gte(0),
      completions: z.int().gte(0),
      clicks: z.int().gte(0),
      period: zProviderAdStatsPeriod,
    }),
  ),
  /** Upgrade requests and referrals with everything the sales team needs. */
  proposals: collection(
    zProposal.extend({
      status: z.enum(['open', 'closed']),
      customerId: z.int().gte(1),
      customerUserId: z.int().gte(1),
      campaignId: z.int().gte(1),
      companyName: z.string().min(1),
      name: z.string().min(1),
      feature: zUpgradeFeature.nullable(),
      providerId: z.int().gte(1).nullable(),
      message: z.string().nullable(),
      phone: z.string().nullable(),
      categoryId: z.int().gte(1).nullable(),
    }),
  ),
};

export type MarketingCollections = typeof collections;

// ---------------------------------------------------------------- discounts

/** Ids of notable seeded discounts (the document's examples use 5397, 5398 and 5401). */
export const DISCOUNT = {
  freitagsrabatt: 5401, // 101, discount 15 %, published, primary
  fruehbucher: 5400, // 101, discount 10 %, pending_approval
  ratenHavelblick: 5399, // 101, installment 12, published
  ratenLichtwerk: 5398, // 102, installment 6, pending_approval
  winterhochzeit: 5397, // 101, discount 40 %, rejected
  wochentags: 5396, // 102, discount 20 %, published, primary
  musterkleider: 5395, // 103, discount 25 %, published, primary
  ratenBrautsalon: 5394, // 103, installment 10, rejected
  messeLichtwerk: 5393, // 102, discount 10 %, expired
  sommerRaten: 5392, // 101, installment 6, expired
} as const;

/** Adds working days (Monday to Friday). */
export function addWorkingDays(date: Date, days: number): Date {
  let result = new Date(date);
  let left = days;
  while (left > 0) {
    result = addDays(result, 1);
    const weekday = result.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return result;
}

async function seedDiscounts(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const today = startOfDay(now);
  const day = (offset: number) => isoDate(addDays(today, offset));
  const at = (offsetDays: number, hour: number, minute = 0) =>
    isoDateTime(addMinutes(addDays(today, offsetDays), hour * 60 + minute));
  const season = today.getUTCFullYear() + 1;

  type Seed = Omit<DiscountRecord, 'submittedAt'>;
  const base = {
    discountRatio: null,
    installmentCount: null,
    priceBefore: null,
    priceAfter: null,
    popupShowcaseTitle: null,
    popupShowcaseDescription: null,
    giftText: null,
    rejectReason: null,
    isPrimary: false,
  };
  const seeds: Seed[] = [
    {
      ...base,
      id: DISCOUNT.sommerRaten,
      providerId: PROVIDER.havelblick,
      discountType: 'installment',
      installmentCount: 6,
      intro: 'Sommeraktion: Zahlen Sie die Anzahlung für Ihre Hochzeit im Schlossgut in 6 zinsfreien Monatsraten.',
      validFrom: day(-300),
      validUntil: day(-30),
      popupShowcaseTitle: 'Sommer in Raten',
      status: 'expired',
      createdAt: at(-310, 9, 12),
    },
    {
      ...base,
      id: DISCOUNT.messeLichtwerk,
      providerId: PROVIDER.lichtwerk,
      discountType: 'discount',
      discountRatio: 10,
      intro:
        'Messerabatt der Hochzeitsmesse Berlin: 10 % auf alle Reportagen, die bis Ende der Messewoche gebucht werden.',
      priceBefore: 2400,
      priceAfter: 2160,
      validFrom: day(-120),
      validUntil: day(-50),
      status: 'expired',
      createdAt: at(-126, 15, 40),
    },
    {
      ...base,
      id: DISCOUNT.ratenBrautsalon,
      providerId: PROVIDER.brautsalon,
      discountType: 'installment',
      installmentCount: 10,
      intro: 'Ihr Traumkleid in 10 bequemen Monatsraten: Sie zahlen erst, wenn das Kleid im Salon angekommen ist.',
      validFrom: day(-10),
      validUntil: day(170),
      status: 'rejected',
      rejectReason:
        'Ratenzahlungen für Brautmode sind nur mit einem Finanzierungspartner möglich. Bitte nennen Sie den Partner im Text.',
      createdAt: at(-14, 11, 5),
    },
    {
      ...base,
      id: DISCOUNT.musterkleider,
      providerId: PROVIDER.brautsalon,
      discountType: 'discount',
      discountRatio: 25,
      intro: '25 % auf ausgewählte Designerkleider der Vorsaison, solange der Vorrat reicht. Änderungen inklusive.',
      isPrimary: true,
      priceBefore: 1800,
      priceAfter: 1350,
      validFrom: day(-35),
      validUntil: day(95),
      popupShowcaseTitle: 'Musterkleider-Wochen',
      popupShowcaseDescription:
        'Probieren Sie Kleider von über zwanzig Designerinnen in Ruhe an und sichern Sie sich 25 % auf Modelle der Vorsaison.',
      giftText: 'Schleier und Haarschmuck im Wert von 150 EUR gratis',
      status: 'published',
      createdAt: at(-40, 10, 20),
    },
    {
      ...base,
      id: DISCOUNT.wochentags,
      providerId: PROVIDER.lichtwerk,
      discountType: 'discount',
      discountRatio: 20,
      intro: '20 % auf die Ganztagesreportage mit Fotobuch für Hochzeiten von Montag bis Donnerstag.',
      isPrimary: true,
      priceBefore: 3200,
      priceAfter: 2560,
      validFrom: day(-45),
      validUntil: day(160),
      popupShowcaseTitle: 'Wochentags-Special',
      popupShowcaseDescription: 'Heiraten Sie unter der Woche und sparen Sie 20 % auf unsere Ganztagesreportage.',
      giftText: 'Verlobungsshooting im Tiergarten gratis',
      status: 'published',
      createdAt: at(-48, 14, 30),
    },
    {
      ...base,
      id: DISCOUNT.winterhochzeit,
      providerId: PROVIDER.havelblick,
      discountType: 'discount',
      discountRatio: 40,
      intro: '40 % Rabatt auf die Saalmiete für Hochzeiten im Januar und Februar.',
      priceBefore: 3500,
      priceAfter: 2100,
      validFrom: day(-21),
      validUntil: `${season}-02-28`,
      popupShowcaseTitle: 'Winterhochzeit',
      status: 'rejected',
      rejectReason: 'Der Rabatt ist zu hoch angegeben. Bitte prüfen Sie die Preise vorher und nachher.',
      createdAt: at(-25, 11, 40),
    },
    {
      ...base,
      id: DISCOUNT.ratenLichtwerk,
      providerId: PROVIDER.lichtwerk,
      discountType: 'installment',
      installmentCount: 6,
      intro: 'Ganztagesreportage in 6 zinsfreien Monatsraten bezahlen.',
      validFrom: day(0),
      validUntil: day(130),
      status: 'pending_approval',
      createdAt: isoDateTime(addMinutes(now, -150)),
    },
    {
      ...base,
      id: DISCOUNT.ratenHavelblick,
      providerId: PROVIDER.havelblick,
      discountType: 'installment',
      installmentCount: 12,
      intro: 'Ihre Hochzeit im Schlossgut Havelblick in 12 zinsfreien Monatsraten bezahlen, ohne Aufpreis.',
      validFrom: day(-60),
      validUntil: day(220),
      giftText: 'Probeessen für zwei Personen inklusive',
      status: 'published',
      createdAt: at(-64, 9, 50),
    },
    {
      ...base,
      id: DISCOUNT.fruehbucher,
      providerId: PROVIDER.havelblick,
      discountType: 'discount',
      discountRatio: 10,
      intro: `Frühbucherrabatt: 10 % auf das Hochzeitspaket „Havelzauber“ für alle Termine in ${season + 1}, die bis Ende Februar gebucht werden.`,
      priceBefore: 12500,
      priceAfter: 11250,
      validFrom: day(3),
      validUntil: `${season}-02-28`,
      popupShowcaseTitle: `Frühbucher ${season + 1}`,
      giftText: 'Übernachtung in der Hochzeitssuite inklusive',
      status: 'pending_approval',
      createdAt: isoDateTime(addMinutes(now, -45)),
    },
    {
      ...base,
      id: DISCOUNT.freitagsrabatt,
      providerId: PROVIDER.havelblick,
      discountType: 'discount',
      discountRatio: 15,
      intro: `15 % Rabatt auf alle Hochzeiten an Freitagen und Sonntagen in der Saison ${season}.`,
      isPrimary: true,
      priceBefore: 8900,
      priceAfter: 7565,
      validFrom: day(-4),
      validUntil: `${season}-10-31`,
      popupShowcaseTitle: `Freitagsrabatt ${season}`,
      popupShowcaseDescription: 'Feiern Sie Ihre Hochzeit an einem Freitag oder Sonntag und sparen Sie 15 %.',
      giftText: 'Sektempfang für bis zu 80 Gäste gratis',
      status: 'published',
      createdAt: at(-6, 10, 24),
    },
  ];
  for (const seed of seeds) await db.discounts.create({ ...seed, submittedAt: seed.createdAt });

  const coupons = [
    {
      id: 876,
      discountId: DISCOUNT.messeLichtwerk,
      code: 'HOCHZEITSMESSE',
      maxUsage: null,
      usageCount: 18,
      validUntil: null,
      createdAt: at(-125, 9, 0),
    },
    {
      id: 877,
      discountId: DISCOUNT.musterkleider,
      code: 'MUSTERKLEID25',
      maxUsage: 20,
      usageCount: 4,
      validUntil: day(60),
      createdAt: at(-38, 16, 15),
    },
    {
      id: 878,
      discountId: DISCOUNT.wochentags,
      code: 'LICHTWERK20',
      maxUsage: 30,
      usageCount: 7,
      validUntil: day(90),
      createdAt: at(-44, 8, 45),
    },
    {
      id: 879,
      discountId: DISCOUNT.freitagsrabatt,
      code: 'MESSE-POTSDAM',
      maxUsage: null,
      usageCount: 3,
      validUntil: null,
      createdAt: at(-6, 10, 30),
    },
    {
      id: 880,
      discountId: DISCOUNT.freitagsrabatt,
      code: `FREITAG-${season}`,
      maxUsage: 50,
      usageCount: 12,
      validUntil: `${season}-10-31`,
      createdAt: at(-5, 8, 30),
    },
  ];
  for (const coupon of coupons) await db.discountCoupons.create(coupon);
}

// ---------------------------------------------------------------- agreements

/** Ids of the seeded agreement texts: the current version of each type, and superseded ones. */
export const AGREEMENT_TEXT = {
  termsV1: 1,
  privacyV1: 2,
  preliminaryInformation: 3,
  referralTerms: 4,
  terms: 5,
  privacy: 6,
} as const;

const TERMS_V1 = `<h2>Allgemeine Geschäftsbedingungen für Anbieter</h2>
<p>Diese Bedingungen regeln die Nutzung des Anbieterportals des Hochzeitsportals durch gewerbliche Anbieter von Hochzeitsdienstleistungen (im Folgenden „Anbieter“).</p>
<h3>§ 1 Vertragsgegenstand</h3>
<p>Der Anbieter erhält einen Eintrag auf dem Marktplatz und kann Anfragen von Brautpaaren empfangen und beantworten. Der Umfang der Leistungen richtet sich nach dem gebuchten Paket.</p>
<h3>§ 2 Pflichten des Anbieters</h3>
<p>Der Anbieter stellt sicher, dass alle Angaben in seinem Eintrag wahrheitsgemäß und aktuell sind. Bilder dürfen keine Logos oder Kontaktdaten enthalten.</p>
<h3>§ 3 Laufzeit und Kündigung</h3>
<p>Der Vertrag läuft über die im Paket genannte Laufzeit und verlängert sich um jeweils zwölf Monate, wenn er nicht mit einer Frist von drei Monaten gekündigt wird.</p>`;

const TERMS_V2 = `<h2>Allgemeine Geschäftsbedingungen für Anbieter</h2>
<p>Fassung 2 – gültig für alle Verträge ab dem Tag der Veröffentlichung. Neu sind die Regelungen zu Rabattaktionen (§ 4) und zur Ratenzahlung (§ 5).</p>
<h3>§ 1 Vertragsgegenstand</h3>
<p>Der Anbieter erhält einen Eintrag auf dem Marktplatz und kann Anfragen von Brautpaaren per Telefon, E-Mail, SMS und WhatsApp empfangen und beantworten. Der Umfang der Leistungen richtet sich nach dem gebuchten Paket.</p>
<h3>§ 2 Pflichten des Anbieters</h3>
<p>Der Anbieter stellt sicher, dass alle Angaben in seinem Eintrag wahrheitsgemäß und aktuell sind. Bilder dürfen keine Logos oder Kontaktdaten enthalten. Preise sind in Euro inklusive Umsatzsteuer anzugeben.</p>
<h3>§ 3 Laufzeit und Kündigung</h3>
<p>Der Vertrag läuft über die im Paket genannte Laufzeit und verlängert sich um jeweils zwölf Monate, wenn er nicht mit einer Frist von drei Monaten zum Laufzeitende gekündigt wird.</p>
<h3>§ 4 Rabattaktionen</h3>
<p>Rabatte und Aktionen werden vor der Veröffentlichung vom Team des Marktplatzes geprüft. Die Prüfung dauert in der Regel zwei Werktage. Angegebene Preise vor und nach dem Rabatt müssen tatsächlich angeboten werden.</p>
<h3>§ 5 Ratenzahlung</h3>
<p>Bietet der Anbieter Ratenzahlung an, trägt er die Verantwortung für die Abwicklung gegenüber dem Brautpaar.</p>`;

const PRIVACY_V1 = `<h2>Datenschutzerklärung für das Anbieterportal</h2>
<p>Wir verarbeiten personenbezogene Daten der Nutzerinnen und Nutzer des Anbieterportals ausschließlich zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).</p>
<h3>Welche Daten wir speichern</h3>
<p>Name, E-Mail-Adresse, Telefonnummer und die Zuordnung zu Ihren Anbietereinträgen sowie Protokolle Ihrer Anmeldungen.</p>
<h3>Ihre Rechte</h3>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung. Wenden Sie sich dazu an datenschutz@hochzeitsportal.de.</p>`;

const PRIVACY_V2 = `<h2>Datenschutzerklärung für das Anbieterportal</h2>
<p>Wir verarbeiten personenbezogene Daten der Nutzerinnen und Nutzer des Anbieterportals zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO) und, soweit Sie eingewilligt haben, zur Verbesserung unseres Angebots (Art. 6 Abs. 1 lit. a DSGVO).</p>
<h3>Welche Daten wir speichern</h3>
<p>Name, E-Mail-Adresse, Telefonnummer, die Zuordnung zu Ihren Anbietereinträgen, Protokolle Ihrer Anmeldungen sowie Gesprächsverläufe im Live-Chat unserer Hochzeitsberatung.</p>
<h3>Dienstleister</h3>
<p>Für den Live-Chat, den Versand von Push-Benachrichtigungen und die Fehleranalyse setzen wir Auftragsverarbeiter mit Sitz in der Europäischen Union ein.</p>
<h3>Ihre Rechte</h3>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Widerruf einer Einwilligung. Wenden Sie sich dazu an datenschutz@hochzeitsportal.de.</p>`;

const PRELIMINARY_INFORMATION = `<h2>Vorabinformationen zum Vertragsschluss</h2>
<p>Vor Abschluss Ihres Anbietervertrags informieren wir Sie über die wesentlichen Vertragsbedingungen.</p>
<ul>
<li>Vertragspartner ist die Hochzeitsportal GmbH, Friedrichstraße 68, 10117 Berlin.</li>
<li>Ihre Bewerbung wird innerhalb von 48 Stunden geprüft. Erst mit der Freischaltung Ihres Eintrags kommt der Vertrag zustande.</li>
<li>Für die Bewerbung benötigen wir mindestens ein Foto sowie eine Beschreibung Ihres Angebots mit mindestens 300 Zeichen.</li>
<li>Alle Preise verstehen sich in Euro zuzüglich der gesetzlichen Umsatzsteuer.</li>
</ul>`;

const REFERRAL_TERMS = `<h2>Empfehlungsprogramm</h2>
<p>Empfehlen Sie uns ein Unternehmen aus der Hochzeitsbranche. Wird das empfohlene Unternehmen innerhalb von sechs Monaten nach Ihrer Empfehlung Kunde, erhalten Sie eine Prämie von bis zu 5.000 EUR.</p>
<h3>Teilnahmebedingungen</h3>
<ul>
<li>Teilnehmen können alle Anbieter mit einem aktiven Vertrag.</li>
<li>Das empfohlene Unternehmen darf in den letzten zwölf Monaten kein Kunde gewesen sein.</li>
<li>Die Höhe der Prämie richtet sich nach dem Paket, das das empfohlene Unternehmen bucht.</li>
<li>Die Prämie wird nach Zahlung der ersten Rechnung durch das empfohlene Unternehmen ausgezahlt.</li>
</ul>
<p>Mit dem Absenden einer Empfehlung bestätigen Sie, dass die empfohlene Person mit der Weitergabe ihrer Kontaktdaten einverstanden ist.</p>`;

async function seedAgreements(ctx: SeedContext): Promise<void> {
  const { db, now, scenario } = ctx;
  const today = startOfDay(now);
  const at = (offsetDays: number, hour = 0) => isoDateTime(addMinutes(addDays(today, offsetDays), hour * 60));
  const texts = [
    {
      id: AGREEMENT_TEXT.termsV1,
      type: 'terms' as const,
      title: 'Allgemeine Geschäftsbedingungen',
      content: TERMS_V1,
      version: 1,
      publishedAt: at(-540),
    },
    {
      id: AGREEMENT_TEXT.privacyV1,
      type: 'privacy' as const,
      title: 'Datenschutzerklärung',
      content: PRIVACY_V1,
      version: 1,
      publishedAt: at(-540),
    },
    {
      id: AGREEMENT_TEXT.preliminaryInformation,
      type: 'preliminary_information' as const,
      title: 'Vorabinformationen zum Vertragsschluss',
      content: PRELIMINARY_INFORMATION,
      version: 1,
      publishedAt: at(-400),
    },
    {
      id: AGREEMENT_TEXT.referralTerms,
      type: 'referral_terms' as const,
      title: 'Teilnahmebedingungen für das Empfehlungsprogramm',
      content: REFERRAL_TERMS,
      version: 1,
      publishedAt: at(-200),
    },
    {
      id: AGREEMENT_TEXT.terms,
      type: 'terms' as const,
      title: 'Allgemeine Geschäftsbedingungen',
      content: TERMS_V2,
      version: 2,
      publishedAt: at(-90),
    },
    {
      id: AGREEMENT_TEXT.privacy,
      type: 'privacy' as const,
      title: 'Datenschutzerklärung',
      content: PRIVACY_V2,
      version: 2,
      publishedAt: at(-30),
    },
  ];
  for (const text of texts) await db.agreementTexts.create(text);
  if (scenario === 'empty') return;

  // The demo user signed every version of the terms and the privacy policy (the referral terms are not signed).
  // The new user (login `neu`) signed nothing yet: after login the portal asks them to accept the current terms
  // and privacy policy (the agreement dialog, docs/signup.md); the others have signed both.
  const signs = [
    { agreementTextId: AGREEMENT_TEXT.termsV1, customerUserId: USER.demo, version: 1, signedAt: at(-400, 9) },
    { agreementTextId: AGREEMENT_TEXT.privacyV1, customerUserId: USER.demo, version: 1, signedAt: at(-400, 9) },
    { agreementTextId: AGREEMENT_TEXT.terms, customerUserId: USER.demo, version: 2, signedAt: at(-85, 14) },
    { agreementTextId: AGREEMENT_TEXT.privacy, customerUserId: USER.demo, version: 2, signedAt: at(-28, 9) },
    { agreementTextId: AGREEMENT_TEXT.terms, customerUserId: USER.renew, version: 2, signedAt: at(-60, 11) },
    { agreementTextId: AGREEMENT_TEXT.privacy, customerUserId: USER.renew, version: 2, signedAt: at(-25, 11) },
    { agreementTextId: AGREEMENT_TEXT.terms, customerUserId: USER.jonas, version: 2, signedAt: at(-80, 10) },
    { agreementTextId: AGREEMENT_TEXT.privacy, customerUserId: USER.jonas, version: 2, signedAt: at(-27, 10) },
    { agreementTextId: AGREEMENT_TEXT.terms, customerUserId: USER.mia, version: 2, signedAt: at(-75, 9) },
    { agreementTextId: AGREEMENT_TEXT.privacy, customerUserId: USER.mia, version: 2, signedAt: at(-26, 16) },
    { agreementTextId: AGREEMENT_TEXT.terms, customerUserId: USER.felix, version: 2, signedAt: at(-90, 15) },
    { agreementTextId: AGREEMENT_TEXT.privacy, customerUserId: USER.felix, version: 2, signedAt: at(-28, 13) },
    { agreementTextId: AGREEMENT_TEXT.terms, customerUserId: USER.basic, version: 2, signedAt: at(-70, 17) },
    { agreementTextId: AGREEMENT_TEXT.privacy, customerUserId: USER.basic, version: 2, signedAt: at(-20, 8) },
  ];
  let id = 1;
  for (const sign of signs) await db.agreementSigns.create({ id: id++, ...sign });
}

// ---------------------------------------------------------------- statistics

/** Wedding-season factor per calendar month (January = 0): couples search most in spring. */
const VISIT_SEASON = [1.1, 1.2, 1.4, 1.45, 1.3, 1.05, 0.95, 0.9, 0.85, 0.8, 0.7, 0.6];
/** Weddings take place mostly from May to September. */
const WEDDING_SEASON = [0.15, 0.2, 0.35, 0.6, 1.2, 1.5, 1.4, 1.5, 1.3, 0.7, 0.25, 0.3];

interface ProviderProfile {
  providerId: number;
  views: number;
  uniqueShare: number;
  phoneShare: number;
  websiteShare: number;
  requestShare: number;
  offerShare: number;
  dealShare: number;
  responseSeconds: number;
  weddings: number;
}

const PROFILES: ProviderProfile[] = [
  {
    providerId: PROVIDER.havelblick,
    views: 1500,
    uniqueShare: 0.72,
    phoneShare: 0.035,
    websiteShare: 0.052,
    requestShare: 0.018,
    offerShare: 0.62,
    dealShare: 0.19,
    responseSeconds: 5400,
    weddings: 6,
  },
  {
    providerId: PROVIDER.lichtwerk,
    views: 950,
    uniqueShare: 0.75,
    phoneShare: 0.028,
    websiteShare: 0.071,
    requestShare: 0.024,
    offerShare: 0.7,
    dealShare: 0.24,
    responseSeconds: 10_800,
    weddings: 5,
  },
  {
    // Brautsalon Altona has no website: no website clicks. It answers slowly (missing data, small team).
    providerId: PROVIDER.brautsalon,
    views: 620,
    uniqueShare: 0.7,
    phoneShare: 0.046,
    websiteShare: 0,
    requestShare: 0.031,
    offerShare: 0.48,
    dealShare: 0.28,
    responseSeconds: 86_400,
    weddings: 7,
  },
];

/** Rival providers (other firms) by category and city; a plan sees at most rivalStatsAccess of them. */
const RIVALS: Array<{ cat: keyof typeof CATEGORY; cityId: number; names: Array<[string, number]> }> = [
  {
    cat: 'venue',
    cityId: CITY.potsdam,
    names: [
      ['Orangerie am Heiligen See', 2050],
      ['Gutshaus Fahrland', 1720],
      ['Remise Babelsberg', 1390],
      ['Hofgut Caputh', 1210],
      ['Seeterrassen Templin', 980],
      ['Alte Ziegelei Werder', 860],
      ['Kavaliershaus Glienicke', 640],
    ],
  },
  {
    cat: 'photographer',
    cityId: CITY.berlin,
    names: [
      ['Spreelicht Fotografie', 1280],
      ['Marlene Koch Hochzeitsfotografie', 1040],
      ['Augenblick Berlin', 890],
      ['Kiezbild Fotostudio', 720],
      ['Jonas Weber Fotografie', 560],
    ],
  },
  {
    cat: 'bridalGown',
    cityId: CITY.hamburg,
    names: [
      ['Brautatelier Elbherz', 840],
      ['Hanseatin Brautmoden', 700],
      ['Weißes Kleid Eppendorf', 510],
      ['Atelier Alsterbraut', 430],
    ],
  },
  {
    cat: 'venue',
    cityId: CITY.hamburg,
    names: [
      ['Fährhaus Övelgönne', 1650],
      ['Festscheune Gut Wulfsdorf', 1310],
      ['Speicherboden HafenCity', 1180],
      ['Landhaus am Falkenstein', 920],
    ],
  },
];

/** First day of the month `offset` months from the month of `date` (UTC). */
function monthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

function daysInMonth(start: Date): number {
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
}

function jitter(random: Random, value: number, spread = 0.12): number {
  return Math.max(0, Math.round(value * (1 - spread + random.next() * 2 * spread)));
}

/**
 * The months from `from` to `to` months from now (default: the last 12 including the current one), oldest first,
 * with the share of the month already past.
 */
function seededMonths(now: Date, from = -11, to = 0): Array<{ month: string; calendarMonth: number; share: number }> {
  // The market's months (docs/dates.md): at 23:30 UTC on 31 December it is January in Berlin already.
  const today = parseDate(marketDay(now));
  const result = [];
  for (let offset = from; offset <= to; offset++) {
    const start = monthStart(today, offset);
    const share = offset === 0 ? today.getUTCDate() / daysInMonth(start) : 1;
    result.push({ month: isoMonth(start), calendarMonth: start.getUTCMonth(), share });
  }
  return result;
}

/** The share of `month` (`YYYY-MM`) before the day `firstLeadDay` (`YYYY-MM-DD`): 1 before its month, 0 after. */
function archivedShare(month: string, firstLeadDay: string): number {
  const firstLeadMonth = firstLeadDay.slice(0, 7);
  if (month < firstLeadMonth) return 1;
  if (month > firstLeadMonth) return 0;
  return (Number(firstLeadDay.slice(8, 10)) - 1) / daysInMonth(parseDate(`${month}-01`));
}

/** Seed of the random sequence of the history year (the year before the last 12 months). */
const HISTORY_SEED = 20_24_11;

/** Visit and booking figures of each demo provider for `months`; `growthOf` scales the month at that index. */
async function seedMonthlyStats(
  db: SeedContext['db'],
  random: Random,
  months: ReturnType<typeof seededMonths>,
  growthOf: (index: number) => number,
  ids: { visit: number; booking: number },
  firstLeadDay: string,
): Promise<void> {
  for (const profile of PROFILES) {
    for (const [index, { month, calendarMonth, share }] of months.entries()) {
      const growth = growthOf(index);
      // Requests from the first seeded lead on are counted from the leads when the statistics are asked for; the
      // record keeps the part of the month before (all of it for older months, none for later ones).
      const archived = archivedShare(month, firstLeadDay);
      const before = (count: number) => Math.round(count * archived);
      const profileViews = jitter(random, profile.views * (VISIT_SEASON[calendarMonth] ?? 1) * growth * share);
      const infoRequests = jitter(random, profileViews * profile.requestShare, 0.2);
      await db.visitStats.create({
        id: ids.visit++,
        providerId: profile.providerId,
        month,
        profileViews,
        uniqueVisitors: Math.min(profileViews, jitter(random, profileViews * profile.uniqueShare, 0.05)),
        phoneClicks: jitter(random, profileViews * profile.phoneShare, 0.2),
        websiteClicks: jitter(random, profileViews * profile.websiteShare, 0.2),
        infoRequests: before(infoRequests),
      });
      // Leads are the listing's info requests plus couples who called or wrote on WhatsApp.
      const leads = infoRequests + jitter(random, infoRequests * 0.15, 0.5);
      const offers = Math.min(leads, jitter(random, leads * profile.offerShare, 0.15));
      const deals = Math.min(offers, jitter(random, leads * profile.dealShare, 0.3));
      await db.bookingStats.create({
        id: ids.booking++,
        providerId: profile.providerId,
        month,
        leads: before(leads),
        offers: before(offers),
        deals: before(deals),
        weddings: jitter(random, profile.weddings * (WEDDING_SEASON[calendarMonth] ?? 1) * share, 0.3),
        averageResponseSeconds: leads === 0 ? null : jitter(random, profile.responseSeconds, 0.25),
      });
    }
  }
}

async function seedStatistics(ctx: SeedContext): Promise<void> {
  const { db, random, now, scenario } = ctx;
  const months = seededMonths(now);

  // Rivals are other firms' figures: they exist for a brand-new account too.
  let rivalId = 1;
  for (const group of RIVALS) {
    const c = CATEGORY[group.cat];
    for (const [name, views] of group.names) {
      for (const { month, calendarMonth, share } of months) {
        const profileViews = jitter(random, views * (VISIT_SEASON[calendarMonth] ?? 1) * share);
        const infoRequests = jitter(random, profileViews * 0.02, 0.25);
        await db.rivalStats.create({
          id: rivalId++,
          name,
          categoryId: c.id,
          cityId: group.cityId,
          category: { id: c.id, name: c.name, categoryType: c.categoryType },
          month,
          profileViews,
          infoRequests,
          deals: jitter(random, infoRequests * 0.2, 0.4),
        });
      }
    }
  }
  if (scenario === 'empty') return;

  const ids = { visit: 1, booking: 1 };
  const firstLeadDay = marketDay(addDays(now, -(LEAD_ARCHIVE_DAYS - 1)));
  await seedMonthlyStats(db, random, months, (index) => 0.92 + index * 0.012, ids, firstLeadDay);
  // The year before, from its own random sequence (so the figures above stay as they were), about 10 % lower:
  // the previous period of a 12-month window has figures to compare with.
  const history = seededMonths(now, -23, -12);
  await seedMonthlyStats(db, createRandom(HISTORY_SEED), history, (index) => 0.82 + index * 0.01, ids, firstLeadDay);

  await seedVisitLogs(ctx);
  await seedAdStats(ctx);
}

/** Where visitors of each provider come from (weights). */
const VISITOR_CITIES: Record<number, Array<[string, number]>> = {
  [PROVIDER.havelblick]: [
    ['Berlin', 45],
    ['Potsdam', 30],
    ['Brandenburg an der Havel', 6],
    ['Werder (Havel)', 4],
    ['Hamburg', 3],
    ['Leipzig', 3],
  ],
  [PROVIDER.lichtwerk]: [
    ['Berlin', 62],
    ['Potsdam', 12],
    ['Cottbus', 3],
    ['Frankfurt (Oder)', 3],
    ['Hamburg', 4],
  ],
  [PROVIDER.brautsalon]: [
    ['Hamburg', 60],
    ['Norderstedt', 7],
    ['Pinneberg', 6],
    ['Lüneburg', 5],
    ['Kiel', 4],
    ['Bremen', 3],
  ],
};

function weighted<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = random.next() * total;
  for (const [value, weight] of entries) {
    pick -= weight;
    if (pick < 0) return value;
  }
  return (entries[entries.length - 1] as readonly [T, number])[0];
}

const SOURCES = [
  ['search', 40],
  ['category_list', 25],
  ['direct', 10],
  ['ad', 15],
  ['external', 10],
] as const;
const DEVICES = [
  ['mobile', 62],
  ['desktop', 30],
  ['tablet', 8],
] as const;
/** Visits by hour of day: evenings and lunch breaks. */
const HOURS: Array<[number, number]> = Array.from({ length: 24 }, (_, hour) => [
  hour,
  hour < 6 ? 1 : hour < 9 ? 3 : hour < 12 ? 5 : hour < 14 ? 7 : hour < 18 ? 5 : hour < 23 ? 10 : 3,
]);

/**
 * Visits by day of the week (Sunday first): couples plan on Sunday evenings and Monday lunch breaks, least on
 * Fridays and Saturdays, when they are out (and weddings are held).
 */
const WEEKDAY_RHYTHM = [1.45, 1.2, 1.0, 0.95, 0.9, 0.7, 0.8];

/** Single visits over the last 6 months (a sample of a few per day and provider), newest with the highest id. */
async function seedVisitLogs(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const visits: Array<z.input<typeof zVisitLog>> = [];
  const first = addMonths(startOfDay(now), -6);
  const dayCount = Math.round((startOfDay(now).getTime() - first.getTime()) / 86_400_000);
  for (const profile of PROFILES) {
    const perDay = profile.views / 600;
    for (let d = 0; d <= dayCount; d++) {
      const dayStart = addDays(first, d);
      const season = VISIT_SEASON[dayStart.getUTCMonth()] ?? 1;
      const weekday = WEEKDAY_RHYTHM[dayStart.getUTCDay()] ?? 1;
      const count = Math.floor(perDay * season * weekday * (0.6 + random.next() * 0.8) + random.next());
      for (let i = 0; i < count; i++) {
        const visitedAt = addMinutes(
          dayStart,
          weighted(random, HOURS) * 60 + random.int(0, 59) + random.int(0, 59) / 60,
        );
        if (visitedAt > now) continue;
        const cities = VISITOR_CITIES[profile.providerId] ?? [];
        visits.push({
          id: 0,
          providerId: profile.providerId,
          visitedAt: isoDateTime(visitedAt),
          source: weighted(random, SOURCES),
          device: weighted(random, DEVICES),
          city: random.chance(0.1) ? null : weighted(random, cities),
        });
      }
    }
  }
  visits.sort((a, b) => a.visitedAt.localeCompare(b.visitedAt));
  let id = 9_800_001;
  for (const visit of visits) await db.visitLogs.create({ ...visit, id: id++ });
}

const AD_VIDEO_TYPES = ['subscription', 'subscription_rnd', 'video', '360video', 'video_self'] as const;

/** Advertisement video figures of the current 30-day period for every video type. */
async function seedAdStats(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const period = { start: isoDate(addDays(startOfDay(now), -29)), end: isoDate(startOfDay(now)) };
  const reach: Record<(typeof AD_VIDEO_TYPES)[number], number> = {
    subscription: 18_000,
    subscription_rnd: 9_000,
    video: 12_000,
    '360video': 4_500,
    video_self: 3_000,
  };
  let id = 1;
  for (const profile of PROFILES) {
    const scale = profile.views / 1500;
    for (const videoType of AD_VIDEO_TYPES) {
      const impressions = jitter(random, reach[videoType] * scale, 0.2);
      const plays = jitter(random, impressions * 0.27, 0.15);
      const completions = Math.min(plays, jitter(random, plays * 0.37, 0.15));
      await db.adStats.create({
        id: id++,
        providerId: profile.providerId,
        videoType,
        impressions,
        plays,
        completions,
        clicks: jitter(random, impressions * 0.018, 0.25),
        period,
      });
    }
  }
}

// ---------------------------------------------------------------- proposals

/** Seeded proposals: an open WhatsApp upgrade request of customer 1 (a new one answers 409), a closed one, a referral. */
export const PROPOSAL = { whatsappOpen: 2201, competitorClosed: 2198, referral: 2200 } as const;

async function seedProposals(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const at = (days: number, minutes: number) => isoDateTime(addMinutes(addDays(startOfDay(now), days), minutes));
  const common = {
    customerId: CUSTOMER.schlossgut,
    customerUserId: USER.demo,
    companyName: 'Schlossgut Havelblick GmbH',
  };
  await db.proposals.create({
    ...common,
    id: PROPOSAL.competitorClosed,
    type: 'upgrade',
    status: 'closed',
    campaignId: CAMPAIGN.upgrade,
    name: 'Katharina Vogt',
    feature: 'competitor_analysis',
    providerId: PROVIDER.brautsalon,
    message: 'Wir möchten mehr Wettbewerber im Vergleich sehen.',
    phone: null,
    categoryId: null,
    createdAt: at(-210, 9 * 60 + 35),
  });
  await db.proposals.create({
    ...common,
    id: PROPOSAL.referral,
    type: 'referral',
    status: 'open',
    campaignId: CAMPAIGN.referral,
    companyName: 'Blumenwerk Potsdam',
    name: 'Lukas Becker',
    feature: null,
    providerId: null,
    message: null,
    phone: '+4933128765432',
    categoryId: CATEGORY.decoration.id,
    createdAt: at(-33, 15 * 60 + 10),
  });
  await db.proposals.create({
    ...common,
    id: PROPOSAL.whatsappOpen,
    type: 'upgrade',
    status: 'open',
    campaignId: CAMPAIGN.upgrade,
    name: 'Katharina Vogt',
    feature: 'whatsapp_leads',
    providerId: PROVIDER.havelblick,
    message: 'Bitte rufen Sie mich vormittags an.',
    phone: null,
    categoryId: null,
    createdAt: at(-2, 10 * 60 + 5),
  });
}

export async function seed(ctx: SeedContext): Promise<void> {
  await seedAgreements(ctx);
  await seedStatistics(ctx);
  if (ctx.scenario === 'empty') return;
  await seedDiscounts(ctx);
  await seedProposals(ctx);
}
