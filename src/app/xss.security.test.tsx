// Attack suite (issue 12, point 8): 50 XSS vectors through every field the portal renders as text or as
// sanitized HTML. Seeded through the mock, rendered with the real app; the safe outcome is: no element with an
// `on*` attribute, no script/iframe/object/embed/base element, no `javascript:` (or data:text) address, the
// canary `window.__xss` never called, and text fields show the vector as literal text (docs/security.md, "XSS").
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { nextId, plain } from '@mocks/db/collection';
import { USER } from '@mocks/db/core';
import { createIncomingLead, createIncomingMessage, LEAD } from '@mocks/db/leads';
import { addMinutes, isoDateTime, now } from '@mocks/lib/clock';
import { eachLanguage } from '@mocks/lib/labels';
import { listenedPaths, MOCK_REALTIME_HOST, MOCK_REALTIME_NAMESPACE, resetRealtimeStore } from '@mocks/realtime';
import { renderApp } from '@/testing/render-app';
import { XSS_VECTORS } from '@/testing/xss-vectors';

// The real Firebase SDK against the realtime mock, as in the realtime tests (src/features/realtime).
vi.mock('firebase/database', async () => (await import('@mocks/realtime/browser-sdk')).loadBrowserDatabaseSdk());

declare global {
  interface Window {
    __xss?: (id: number) => void;
  }
}

/** The vectors (shared with the templates' attack test): `src/testing/xss-vectors.ts`. */
export { XSS_VECTORS };

const canary = vi.fn();

beforeEach(() => {
  canary.mockReset();
  window.__xss = canary;
});

afterAll(() => {
  delete window.__xss;
});

const DANGEROUS_ELEMENTS = 'script, iframe, frame, frameset, object, embed, applet, base, meta[http-equiv], link[rel]';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'data', 'srcdoc'];

/** The safe outcome for everything on the page (the app itself renders none of these). */
function expectSafeDocument(): void {
  expect([...document.body.querySelectorAll(DANGEROUS_ELEMENTS)].map((element) => element.outerHTML)).toEqual([]);
  const unsafe: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) unsafe.push(`${element.tagName} ${name}`);
      // Browsers ignore control characters and spaces inside a scheme; so does this check.
      // eslint-disable-next-line no-control-regex -- control characters are what this pattern removes
      const address = attribute.value.replace(/[\u0000-\u0020]/g, '');
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data:text)/i.test(address)) {
        unsafe.push(`${element.tagName} ${name}=${attribute.value}`);
      }
      if (name === 'style' && /expression|javascript|url\(/i.test(attribute.value)) {
        unsafe.push(`${element.tagName} style=${attribute.value}`);
      }
    }
  }
  expect(unsafe).toEqual([]);
  expect(canary).not.toHaveBeenCalled();
}

/** Text fields show each vector as it was typed. */
function expectLiteralText(container: HTMLElement, vectors: readonly string[]): void {
  const text = container.textContent ?? '';
  const missing = vectors.filter((vector) => !text.includes(vector));
  expect(missing).toEqual([]);
}

async function seedPrompts(type: 'todo' | 'notification', vectors: readonly string[]) {
  let id = nextId(db.providerPrompts, 9000);
  for (const [index, vector] of vectors.entries()) {
    await db.providerPrompts.create({
      id: id++,
      providerId: 101,
      type,
      title: vector,
      body: vector,
      createdAt: isoDateTime(addMinutes(now(), 1 + index)),
      completedAt: null,
      linkData: { path: '/fotos', text: vector },
      texts: {
        title: eachLanguage(() => vector),
        body: eachLanguage(() => vector),
        linkText: eachLanguage(() => vector),
      },
    });
  }
}

describe('XSS vectors', () => {
  it('has 50 distinct vectors', () => {
    expect(new Set(XSS_VECTORS).size).toBe(50);
  });

  it('couple names in the inbox are literal text', async () => {
    await renderApp('/leads?provider=101&limit=100', {
      as: 'demo',
      prepare: async () => {
        const newest = db.leads
          .all()
          .filter((lead) => lead.providerId === 101 && !lead.deletedAt)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .slice(0, XSS_VECTORS.length);
        for (const [index, lead] of newest.entries()) {
          await db.leads.update((q) => q.where({ id: lead.id }), {
            data(record) {
              record.couple.name = XSS_VECTORS[index] as string;
            },
          });
        }
      },
    });
    const list = await screen.findByRole('list', { name: 'Anfragen' }, { timeout: 5000 });
    // The rows below the first screen follow in a deferred render: wait for the last vector's row.
    await within(list).findAllByText(XSS_VECTORS.at(-1) as string, {}, { timeout: 5000 });
    expectLiteralText(list, XSS_VECTORS);
    expectSafeDocument();
  });

  it('the couple name on the lead page, its notes and messages are literal text or sanitized HTML', async () => {
    const { user } = await renderApp(`/leads/${LEAD.wellKnown}?activeTab=notes`, {
      as: 'demo',
      prepare: async () => {
        await db.leads.update((q) => q.where({ id: LEAD.wellKnown }), {
          data(record) {
            record.couple.name = XSS_VECTORS[43] as string;
          },
        });
        // Any note and any sent message of the seed give the shape; they are copied onto lead 42.
        const note = db.leadComments.all()[0];
        const sent = db.leadMessages.all().find((m) => m.direction === 'outgoing' && m.channel === 'email');
        if (!note || !sent) throw new Error('the seed has no note or no sent e-mail');
        let noteId = nextId(db.leadComments);
        for (const [index, vector] of XSS_VECTORS.entries()) {
          const at = isoDateTime(addMinutes(now(), -60 + index));
          await db.leadComments.create({
            ...plain(note),
            id: noteId++,
            leadId: LEAD.wellKnown,
            body: vector,
            createdAt: at,
          });
          // Messages the vendor sent are rendered as sanitized HTML; the couple's as text.
          await db.leadMessages.create({
            ...plain(sent),
            id: nextId(db.leadMessages),
            leadId: LEAD.wellKnown,
            body: vector,
            createdAt: at,
          });
          await createIncomingMessage(LEAD.wellKnown, vector, { at: new Date(Date.parse(at) + 1000) });
        }
      },
    });
    const notes = await screen.findByRole('region', { name: 'Notizen' }, { timeout: 5000 });
    await within(notes).findAllByText(XSS_VECTORS[49] as string, {}, { timeout: 5000 });
    // The first page of notes holds the newest; "Mehr anzeigen" brings the rest.
    while (within(notes).queryByRole('button', { name: 'Mehr anzeigen' })) {
      await user.click(within(notes).getByRole('button', { name: 'Mehr anzeigen' }));
      await waitFor(() =>
        expect(within(notes).queryByRole('button', { name: 'Mehr anzeigen' })?.hasAttribute('disabled') ?? false).toBe(
          false,
        ),
      );
    }
    await waitFor(() => expectLiteralText(notes, XSS_VECTORS), { timeout: 5000 });
    expectLiteralText(document.body, [XSS_VECTORS[43] as string]);
    expectSafeDocument();

    await user.click(screen.getByRole('tab', { name: /Nachrichten/ }));
    // Messages are sanitized HTML: of the newest vector only its harmless table cell is left.
    await screen.findAllByText('Preis', {}, { timeout: 5000 });
    expectSafeDocument();
  });

  it('to-do titles, texts and link texts are literal text', async () => {
    await renderApp('/todo', { as: 'demo', prepare: () => seedPrompts('todo', XSS_VECTORS) });
    const open = await screen.findByRole('region', { name: 'Offene Aufgaben' }, { timeout: 5000 });
    await within(open).findAllByText(XSS_VECTORS[49] as string, {}, { timeout: 5000 });
    expectLiteralText(open, XSS_VECTORS.slice(25));
    expectSafeDocument();
  });

  it('notification titles and texts in the bell are literal text', async () => {
    const { user } = await renderApp('/todo', {
      as: 'demo',
      prepare: () => seedPrompts('notification', XSS_VECTORS),
    });
    await user.click(await screen.findByRole('button', { name: /^Benachrichtigungen/ }, { timeout: 5000 }));
    const popover = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    // The bell lists 25 per page, newest first: the last 25 vectors.
    await within(popover).findAllByText(XSS_VECTORS[49] as string, {}, { timeout: 5000 });
    expectLiteralText(popover, XSS_VECTORS.slice(25));
    expectSafeDocument();
  });

  it('signatures and mail templates in the e-mail composer are sanitized', async () => {
    const all = XSS_VECTORS.join('\n');
    const { user } = await renderApp(`/leads/${LEAD.wellKnown}?activeTab=messages`, {
      as: 'demo',
      prepare: async () => {
        await db.customerUsers.update((q) => q.where({ id: USER.demo }), {
          data(record) {
            for (const link of record.customerUserProviders) link.signatureContent = all;
          },
        });
        const template = db.mailTemplates.all().find((t) => t.customerId === 1 && t.providerId === 101);
        if (!template) throw new Error('no mail template of provider 101 in the seed');
        await db.mailTemplates.update((q) => q.where({ id: template.id }), {
          data(record) {
            record.name = XSS_VECTORS[1] as string;
            record.content = all;
          },
        });
      },
    });
    const templatePicker = await screen.findByLabelText(/Vorlage/, {}, { timeout: 5000 });
    const option = await within(templatePicker).findByRole('option', { name: XSS_VECTORS[1] as string });
    await user.selectOptions(templatePicker, option);
    expectSafeDocument();
  });

  // 58 round trips through the realtime mock: about 5 s alone, three times that beside a full parallel run.
  it('the realtime toasts show couple names and messages as literal text', { timeout: 45_000 }, async () => {
    window.__PORTAL_CONFIG__ = {
      ...window.__PORTAL_CONFIG__,
      realtime: {
        databaseUrl: `http://${MOCK_REALTIME_HOST}?ns=${MOCK_REALTIME_NAMESPACE}`,
        apiKey: 'portal-mock',
        projectId: 'portal-mock',
        emulatorHost: MOCK_REALTIME_HOST,
      },
    };
    resetRealtimeStore();
    await renderApp('/dashboard', { as: 'demo' });
    const uuid = db.customerUsers.findFirst((q) => q.where({ id: USER.demo }))?.uuid;
    await waitFor(() => expect(listenedPaths()).toContain(`/customer_users/${uuid}/leads`), { timeout: 10_000 });

    // The toast text goes through i18next interpolation: `{{…}}` and `$t(…)` in a value must stay text.
    for (const vector of XSS_VECTORS) {
      await createIncomingLead({ coupleName: vector, weddingDate: '2027-06-12' });
      expect(await screen.findByText(`${vector} · Hochzeit am 12.06.2027`, {}, { timeout: 5000 })).toBeInTheDocument();
    }
    for (const vector of XSS_VECTORS.slice(37, 45)) {
      await createIncomingMessage(LEAD.wellKnown, vector);
      expect(
        await screen.findByText(`Anna Schmidt & Lukas Becker: ${vector}`, {}, { timeout: 5000 }),
      ).toBeInTheDocument();
    }
    expectSafeDocument();
  });
});

afterEach(() => {
  if (window.__PORTAL_CONFIG__) delete window.__PORTAL_CONFIG__.realtime;
});
