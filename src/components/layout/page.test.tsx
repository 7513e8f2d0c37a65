import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Page } from './page';

const provider = {
  name: 'Schlossgut Havelblick',
  category: { name: 'Hochzeitslocation' },
  city: { name: 'Potsdam' },
  district: { name: 'Sacrow' },
  productFeatures: { listingProductName: 'Prime' },
};

describe('page wrapper', () => {
  it('shows the title as heading and tab title, the back arrow and the provider summary line', () => {
    render(
      <MemoryRouter>
        <Page title="Galerie" backTo="/providers" provider={provider}>
          <p>Inhalt</p>
        </Page>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Galerie' })).toBeInTheDocument();
    expect(document.title).toBe('Galerie · Anbieterportal');
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/providers');
    expect(screen.getByText('Schlossgut Havelblick').closest('p')).toHaveTextContent(
      'Schlossgut Havelblick·Hochzeitslocation·Potsdam, Sacrow·Prime',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('marks the page busy and shows the loading overlay while loading', () => {
    render(
      <MemoryRouter>
        <Page title="Anbieter" loading>
          <p>Inhalt</p>
        </Page>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(screen.getByText('Inhalt').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link', { name: 'Zurück' })).not.toBeInTheDocument();
  });
});
