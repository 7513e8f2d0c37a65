import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { USER } from '@mocks/db/core';
import { AGREEMENT_TEXT } from '@mocks/db/marketing';
import { renderApp } from '@/testing/render-app';

const slow = { timeout: 5000 };
const signsOf = (userId: number) => db.agreementSigns.all().filter((sign) => sign.customerUserId === userId);

describe('the agreement dialog', () => {
  it('blocks the portal until the user has accepted each current text, and records every signature', async () => {
    const { user } = await renderApp('/dashboard', { as: 'neu', agreements: true });
    expect(signsOf(USER.neu)).toEqual([]);

    const terms = await screen.findByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' }, slow);
    expect(within(terms).getByText(/Version 2/)).toHaveTextContent('Danach folgt noch ein weiterer Text.');
    const text = within(terms).getByRole('region', { name: 'Text: Allgemeine Geschäftsbedingungen' });
    expect(within(text).getByRole('heading', { name: '§ 4 Rabattaktionen' })).toBeInTheDocument();
    // It cannot be closed without an answer: no close button, Escape does nothing; the keyboard stays inside.
    expect(within(terms).queryByRole('button', { name: 'Schließen' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(terms).toBeInTheDocument();
    expect(terms).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(terms).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(terms).getByRole('button', { name: 'Akzeptieren' }));
    const privacy = await screen.findByRole('dialog', { name: 'Datenschutzerklärung' }, slow);
    expect(within(privacy).queryByText(/weiterer Text/)).not.toBeInTheDocument();
    await user.click(within(privacy).getByRole('button', { name: 'Akzeptieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(signsOf(USER.neu).map((sign) => [sign.agreementTextId, sign.version])).toEqual([
      [AGREEMENT_TEXT.terms, 2],
      [AGREEMENT_TEXT.privacy, 2],
    ]);
  });

  it('asks again for a new version, shows it sanitized, and lets the user log out instead', async () => {
    const { user } = await renderApp('/leads', {
      as: 'demo',
      agreements: true,
      prepare: async () => {
        await db.agreementTexts.create({
          id: 99,
          type: 'terms',
          title: 'Allgemeine Geschäftsbedingungen',
          content:
            '<h2>Fassung 3</h2><p onclick="alert(1)">Neu ist § 6.</p><img src="x" onerror="alert(2)"><script>alert(3)</script>',
          version: 3,
          publishedAt: new Date().toISOString(),
        });
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' }, slow);
    expect(within(dialog).getByText(/Version 3/)).toBeInTheDocument();
    const text = within(dialog).getByRole('region', { name: 'Text: Allgemeine Geschäftsbedingungen' });
    expect(within(text).getByText('Neu ist § 6.')).not.toHaveAttribute('onclick');
    expect(text.querySelector('script')).toBeNull();
    expect(text.querySelector('[onerror]')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'), slow);
    expect(await screen.findByRole('heading', { name: 'Anmelden' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signsOf(USER.demo).some((sign) => sign.agreementTextId === 99)).toBe(false);
  });
});
