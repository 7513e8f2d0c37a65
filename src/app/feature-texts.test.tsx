import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, i18n } from '@/i18n';
import { renderApp } from '@/testing/render-app';
import { LEAD } from '@mocks/db/leads';
import leadPartsArabic from '@/features/leads/texts/detail-parts/ar_AE.json';
import leadPartsGerman from '@/features/leads/texts/detail-parts/de_DE.json';
import todoArabic from '@/features/todo/texts/ar_AE.json';
import todoGerman from '@/features/todo/texts/de_DE.json';
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
