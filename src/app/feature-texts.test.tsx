import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, i18n } from '@/i18n';
import { renderApp } from '@/testing/render-app';
import { LEAD } from '@mocks/db/leads';
import leadPartsArabic from '@/features/leads/texts/detail-parts/ar_AE.json';
import leadPartsGerman from '@/features/leads/texts/detail-parts/de_DE.json';
import referralAustralian from '@/features/referral/texts/en_AU.json';
import referralEnglish from '@/features/referral/texts/en_US.json';
import todoArabic from '@/features/todo/texts/ar_AE.json';
import todoGerman from '@/features/todo/texts/de_DE.json';
import todoEnglish from '@/features/todo/texts/en_US.json';
import { featuresWithTexts } from './feature-texts';

// A feature's texts are not in the shared bundle: they load with the feature's routes (issue 23, the first
// screen carries only its own texts) and follow a language switch.
describe('texts of a feature', () => {
  afterEach(async () => {
    await changeLocale('de_DE', { persist: false });
  });

  it('are not in the shared bundle but arrive with the page that needs them', async () => {
    expect(featuresWithTexts).toContain('todo');
    expect(i18n.exists('todo.open.title')).toBe(false);

    await renderApp('/todo', { as: 'demo' });

    expect(await screen.findByRole('heading', { name: todoGerman.open.title })).toBeInTheDocument();
  });

  it('follow a language switch once loaded', async () => {
    await renderApp('/todo', { as: 'demo' });
    await screen.findByRole('heading', { name: todoGerman.open.title });

    await act(() => changeLocale('ar_AE', { persist: false }));

    expect(await screen.findByRole('heading', { name: todoArabic.open.title })).toBeInTheDocument();
  });

  it('of a part below the first screen arrive with the part and follow a language switch', async () => {
    // The lead data form never comes into view here, so only the tab opened below loads the lead's later texts.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { user } = await renderApp(`/leads/${LEAD.wellKnown}`, { as: 'demo' });
    await screen.findByRole('heading', { level: 1, name: 'Anna Schmidt & Lukas Becker' });
    expect(i18n.exists('leads.detail.tabs.notes')).toBe(true);
    expect(i18n.exists('leads.detail.notes.add')).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Notizen' }));
    expect(await screen.findByRole('heading', { name: leadPartsGerman.detail.notes.add })).toBeInTheDocument();

    await act(() => changeLocale('ar_AE', { persist: false }));
    expect(await screen.findByRole('heading', { name: leadPartsArabic.detail.notes.add })).toBeInTheDocument();
  });
});

// Issue 39.4: a regional variant holds only the texts that differ from its parent's (src/lib/locale-parents.json),
// and reads the others from the parent.
describe('texts of a regional variant', () => {
  afterEach(async () => {
    await changeLocale('de_DE', { persist: false });
  });

  it('come from the parent where the variant has no file of its own (en_AU → en_US, ar_SA → ar_AE)', async () => {
    await changeLocale('en_AU', { persist: false });
    await renderApp('/todo', { as: 'demo' });
    expect(await screen.findByRole('heading', { name: todoEnglish.open.title })).toBeInTheDocument();

    await act(() => changeLocale('ar_SA', { persist: false }));
    expect(await screen.findByRole('heading', { name: todoArabic.open.title })).toBeInTheDocument();
  });

  it("show the variant's own text where it has one, and the parent's beside it", async () => {
    const organizer = referralEnglish.conditions.sections.organizer;
    await changeLocale('en_AU', { persist: false });
    await renderApp('/refer-provider/conditions', { as: 'demo' });
    // "programme" in Australia, from en_AU.json; the section's title, which en_AU leaves out, from en_US.json.
    expect(await screen.findByText(referralAustralian.conditions.sections.organizer.body)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `1. ${organizer.title}` })).toBeInTheDocument();
    expect(screen.queryByText(organizer.body)).not.toBeInTheDocument();

    // Canada overrides nothing: the American text.
    await act(() => changeLocale('en_CA', { persist: false }));
    expect(await screen.findByText(organizer.body)).toBeInTheDocument();
    expect(screen.queryByText(referralAustralian.conditions.sections.organizer.body)).not.toBeInTheDocument();
  });
});
