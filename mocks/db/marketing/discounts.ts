// Discounts with their coupons: the providers' offers to couples (discounts and installment plans), which the team
// approves after 2 working days.
import { z } from 'zod';
import { zDiscount, zDiscountCoupon } from '../../../src/api/generated/zod/zod.gen';
import { addDays, addMinutes, isoDate, isoDateTime, startOfDay } from '../../lib/clock';
import { collection } from '../collection';
import { PROVIDER } from '../core';
import type { SeedContext } from '../seed-context';

const zDiscountRecord = zDiscount.omit({ provider: true }).extend({ submittedAt: z.string() });
export type DiscountRecord = z.infer<typeof zDiscountRecord>;

export const collections = {
  /**
   * Discounts without the embedded provider (projected fresh on every answer). `submittedAt` is when the
   * current version went to the team for approval; the mock team approves after 2 working days.
   */
  discounts: collection(zDiscountRecord),
  discountCoupons: collection(zDiscountCoupon),
};

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

type DiscountSeed = Omit<DiscountRecord, 'submittedAt'>;

/** The seed's dates the discounts are written with. */
interface SeedDates {
  now: Date;
  /** The day `offset` days from the seed's day (YYYY-MM-DD). */
  day: (offset: number) => string;
  /** An instant on the day `offsetDays` from the seed's day. */
  at: (offsetDays: number, hour: number, minute?: number) => string;
  /** Next year, the season the current offers are for. */
  season: number;
}

/** What a discount has unless its seed says otherwise. */
const BASE = {
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

export async function seedDiscounts(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const today = startOfDay(now);
  const dates: SeedDates = {
    now,
    day: (offset) => isoDate(addDays(today, offset)),
    at: (offsetDays, hour, minute = 0) => isoDateTime(addMinutes(addDays(today, offsetDays), hour * 60 + minute)),
    season: today.getUTCFullYear() + 1,
  };
  for (const seed of [...earlierDiscounts(dates), ...laterDiscounts(dates)]) {
    await db.discounts.create({ ...seed, submittedAt: seed.createdAt });
  }
  for (const coupon of couponSeeds(dates)) await db.discountCoupons.create(coupon);
}

/** Discounts 5392 to 5396: the two expired ones, a rejected installment plan and two published primary discounts. */
function earlierDiscounts({ day, at }: SeedDates): DiscountSeed[] {
  return [
    {
      ...BASE,
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
      ...BASE,
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
      ...BASE,
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
      ...BASE,
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
      ...BASE,
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
  ];
}

/** Discounts 5397 to 5401: a rejected discount, two waiting for approval and two published ones. */
function laterDiscounts({ now, day, at, season }: SeedDates): DiscountSeed[] {
  return [
    {
      ...BASE,
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
      ...BASE,
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
      ...BASE,
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
      ...BASE,
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
      ...BASE,
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
}

/** Coupon codes of the published and the expired discounts. */
function couponSeeds({ day, at, season }: SeedDates) {
  return [
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
}
