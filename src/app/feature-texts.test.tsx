import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '@/i18n';
import { renderApp } from '@/testing/render-app';
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
});
