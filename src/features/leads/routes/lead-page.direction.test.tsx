import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/i18n';
import { renderApp } from '@/testing/render-app';
import { db } from '@mocks/db';
import { LEAD } from '@mocks/db/leads';

afterEach(() => changeLocale('de_DE', { persist: false }));

/** The element that decides the direction a text is laid out in: the nearest one with a `dir`. */
const directionOf = (element: HTMLElement) => element.closest('[dir]')?.getAttribute('dir');

describe('user-written text in the right-to-left layout', () => {
  it("keeps a German couple's message, subject and name in their own direction", async () => {
    await changeLocale('ar_SA', { persist: false });
    await renderApp(`/leads/${LEAD.wellKnown}?activeTab=messages`, {
      as: 'demo',
      prepare: async () => {
        await db.leadMessages.create({
          id: 900_101,
          leadId: LEAD.wellKnown,
          createdAt: new Date().toISOString(),
          direction: 'incoming',
          channel: 'email',
          subject: 'Frage zur Anreise',
          body: 'Liebe Svenja, gibt es Parkplätze?',
          isRead: true,
          attachments: [],
          senderName: 'Anna Schmidt & Lukas Becker',
          deliveryStatus: 'delivered',
        });
      },
    });
    const body = await screen.findByText('Liebe Svenja, gibt es Parkplätze?', {}, { timeout: 5000 });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(directionOf(body)).toBe('auto');
    expect(directionOf(screen.getByText('Frage zur Anreise'))).toBe('auto');
    expect(screen.getByRole('heading', { level: 1, name: 'Anna Schmidt & Lukas Becker' })).toHaveAttribute(
      'dir',
      'auto',
    );
  });
});
