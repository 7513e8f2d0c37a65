// The queued "Preisliste fehlt" dialog names each provider's link so that its visible text is part of the name, in
// every language (WCAG 2.5.3; acceptance walk of issue 38: "Katalog anlegen" was named "Katalog für Brautsalon
// Altona anlegen", a serious axe finding).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadFeatureTexts } from '@/i18n';
import { SUPPORTED_LOCALES, toLanguageTag } from '@/lib/locale';
import { namesWithoutVisibleText } from '@/testing/visible-text-in-name';
import { CatalogInsertModal } from './catalog-modals';

beforeAll(() => loadFeatureTexts('catalogues'));

afterEach(async () => {
  await changeLocale('de_DE');
});

describe('CatalogInsertModal', () => {
  it.each(SUPPORTED_LOCALES)('names each provider link by a name that holds its visible text (%s)', async (locale) => {
    await changeLocale(locale);
    render(
      <MemoryRouter>
        <CatalogInsertModal
          providers={[
            { providerId: 101, providerName: 'Schlossgut Havelblick' },
            { providerId: 104, providerName: 'Brautsalon Altona' },
          ]}
          onClose={() => undefined}
        />
      </MemoryRouter>,
    );
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(namesWithoutVisibleText(links, toLanguageTag(locale))).toEqual([]);
  });
});
