// Counted texts of the inbox take the noun form the count asks for (acceptance walk of issue 38: "على 15 طلبات" in
// Arabic, where 11 to 99 take the singular accusative "طلبًا"; "1 Gespräche geführt" in German). The count goes to
// i18next as a number: a number formatted beforehand ("1.234") cannot choose a plural form.
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadFeatureTexts } from '@/i18n';

beforeAll(() => loadFeatureTexts('leads'));

afterEach(async () => {
  await changeLocale('de_DE');
});

describe('counted texts of the inbox', () => {
  it('in Arabic use the form of each count', async () => {
    await changeLocale('ar_AE');
    const hint = (count: number) => i18n.t('leads.stats.responseTimeHint', { count });
    expect(hint(1)).toContain('طلب واحد');
    expect(hint(2)).toContain('طلبين');
    expect(hint(3)).toContain('3 طلبات');
    expect(hint(15)).toContain('15 طلبًا');
    expect(hint(100)).toContain('100 طلب');
    expect(i18n.t('leads.list.lockedHint', { count: 15 })).toContain('15 طلبًا');
    expect(i18n.t('leads.stats.callsTalked', { count: 2 })).toContain('محادثتان');
  });

  it('in German say one request and one conversation in the singular', async () => {
    expect(i18n.t('leads.stats.responseTimeHint', { count: 1 })).toContain('über 1 Anfrage');
    expect(i18n.t('leads.stats.responseTimeHint', { count: 2 })).toContain('über 2 Anfragen');
    expect(i18n.t('leads.stats.callsTalked', { count: 1 })).toBe('1 Gespräch geführt');
    expect(i18n.t('leads.list.lockedHint', { count: 1 })).toBe('1 weitere Anfrage ist im Basis-Paket gesperrt.');
  });
});
