// What a payment bills, written in each answer language (a real server's invoice texts). Months and prices come from
// Intl in the language (mocks/lib/labels.ts); product, place and firm names stay as written.
import { eachLanguage, eurosIn, type LanguageKey, monthIn, monthSpanIn } from '../../lib/labels';

/** The plan fee of a month: "Prime-Paket Mai 2026", "باقة Prime، مايو 2026". */
export function planFeeText(plan: string, month: Date) {
  const texts: Record<LanguageKey, (m: string) => string> = {
    de: (m) => `${plan}-Paket ${m}`,
    en: (m) => `${plan} plan, ${m}`,
    tr: (m) => `${plan} paketi, ${m}`,
    ar: (m) => `باقة ${plan}، ${m}`,
  };
  return eachLanguage((language) => texts[language](monthIn(month, language)));
}

/** "(6 Anfragen à 29 €)" in each language; Arabic counts with its plural forms (3–10 طلبات, 11 and more طلبًا). */
function leadCount(count: number, language: LanguageKey): string {
  switch (language) {
    case 'de':
      return `${count} ${count === 1 ? 'Anfrage' : 'Anfragen'}`;
    case 'en':
      return `${count} ${count === 1 ? 'lead' : 'leads'}`;
    case 'tr':
      return `${count} talep`;
    case 'ar':
      if (count === 1) return 'طلب واحد';
      if (count === 2) return 'طلبان';
      return `${count} ${count <= 10 ? 'طلبات' : 'طلبًا'}`;
  }
}

/** The plus leads of a month: "Plus-Anfragen Mai 2026 (6 Anfragen à 29 €)". */
export function plusLeadsText(month: Date, count: number, price: number) {
  return eachLanguage((language) => {
    const m = monthIn(month, language);
    const leads = leadCount(count, language);
    const each = eurosIn(price, language);
    switch (language) {
      case 'de':
        return `Plus-Anfragen ${m} (${leads} à ${each})`;
      case 'en':
        return `Plus leads, ${m} (${leads} at ${each} each)`;
      case 'tr':
        return `Plus talepler, ${m} (${leads}, tanesi ${each})`;
      case 'ar':
        return `طلبات بلس، ${m} (${leads} بسعر ${each} للطلب)`;
    }
  });
}

/** An advertisement placement over a span of months ("Werbeplatzierung Startseite Potsdam, März–Mai 2026"). */
export function placementText(placement: Record<LanguageKey, string>, first: Date, last: Date) {
  return eachLanguage((language) => {
    const comma = language === 'ar' ? '،' : ',';
    return `${placement[language]}${comma} ${monthSpanIn(first, last, language)}`;
  });
}

/** A newsletter advertisement to the couples of a region in a month, cancelled or not. */
export function newsletterText(region: string, month: Date, cancelled: boolean) {
  const texts: Record<LanguageKey, (m: string) => string> = {
    de: (m) => `Newsletter-Anzeige Brautpaare ${region} ${m}${cancelled ? ' (storniert)' : ''}`,
    en: (m) => `Newsletter ad to couples in ${region}, ${m}${cancelled ? ' (cancelled)' : ''}`,
    tr: (m) => `${region} çiftlerine bülten reklamı, ${m}${cancelled ? ' (iptal edildi)' : ''}`,
    ar: (m) => `إعلان في النشرة البريدية للعرسان في ${region}، ${m}${cancelled ? ' (ملغى)' : ''}`,
  };
  return eachLanguage((language) => texts[language](monthIn(month, language)));
}
