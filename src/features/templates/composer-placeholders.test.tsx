// The inbox composer fills a template's placeholders for the lead it answers (issue 15): the couple's name,
// the wedding date in the UI language's format, the provider's name; in German and in Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { nextId } from '@mocks/db/collection';
import { CUSTOMER } from '@mocks/db/core';
import { LEAD } from '@mocks/db/leads';
import { isoDateTime, now } from '@mocks/lib/clock';
import { changeLocale } from '@/i18n';
import { formatDate } from '@/lib/format';
import { renderApp } from '@/testing/render-app';

const TEMPLATE = {
  name: 'Antwort mit Platzhaltern',
  subject: 'Ihre Anfrage, {{coupleName}}',
  content:
    '<p>Liebe {{coupleName}},</p><p>Ihr Hochzeitstag am <strong>{{weddingDate}}</strong> ist bei {{providerName}} noch frei.</p><p>{{constructor}} und {{ coupleName }} bleiben Text.</p>',
};

async function seedTemplate() {
  const stamp = isoDateTime(now());
  await db.mailTemplates.create({
    id: nextId(db.mailTemplates),
    customerId: CUSTOMER.schlossgut,
    providerId: 101,
    ...TEMPLATE,
    createdAt: stamp,
    updatedAt: stamp,
  });
}

function lead42() {
  const lead = db.leads.findFirst((q) => q.where({ id: LEAD.wellKnown }));
  const provider = db.providers.findFirst((q) => q.where({ id: lead?.providerId ?? 0 }));
  if (!lead?.couple.name || !lead.couple.weddingDate || !provider) throw new Error('lead 42 lacks name or date');
  return { couple: lead.couple.name, weddingDate: lead.couple.weddingDate, provider: provider.name };
}

afterEach(async () => {
  await changeLocale('de_DE', { persist: false });
});

async function pickTemplate(templateLabel: RegExp, bodyLabel: RegExp, subjectLabel: RegExp) {
  const composer = within(await screen.findByRole('region', { name: /Antworten|الرد|رد/ }, { timeout: 5000 }));
  const picker = composer.getByRole('combobox', { name: templateLabel });
  await waitFor(() => expect(picker).toBeEnabled());
  const option = await within(picker).findByRole('option', { name: TEMPLATE.name });
  return {
    composer,
    picker,
    option,
    /** The message editor (it loads lazily). */
    body: () => composer.findByRole('textbox', { name: bodyLabel }, { timeout: 5000 }),
    subject: () => composer.getByRole('textbox', { name: subjectLabel }),
  };
}

/** The editor's paragraphs, once the chosen template is in it. */
async function expectFilled(editor: HTMLElement, paragraphs: string[]) {
  await waitFor(() =>
    expect([...editor.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual(paragraphs),
  );
}

describe('placeholders in the e-mail composer', () => {
  it("fills the couple's name, the wedding date (German format) and the provider's name", async () => {
    const { user } = await renderApp(`/leads/${LEAD.wellKnown}?activeTab=messages`, {
      as: 'demo',
      prepare: seedTemplate,
    });
    const { picker, option, body, subject } = await pickTemplate(/E-Mail-Vorlage/, /Nachricht/, /Betreff/);
    await user.selectOptions(picker, option);
    const { couple, weddingDate, provider } = lead42();
    const date = formatDate(weddingDate, 'de-DE');
    expect(date).toMatch(/^\d{1,2}\. \S+ \d{4}$/);
    expect(subject()).toHaveValue(`Ihre Anfrage, ${couple}`);
    await expectFilled(await body(), [
      `Liebe ${couple},`,
      `Ihr Hochzeitstag am ${date} ist bei ${provider} noch frei.`,
      '{{constructor}} und {{ coupleName }} bleiben Text.',
    ]);
    // The template's formatting stays (issue 38.11): the date is bold as the template has it.
    expect((await body()).querySelector('strong')).toHaveTextContent(date);
  });

  it('writes the wedding date the Arabic way in the Arabic portal', async () => {
    const { user } = await renderApp(`/leads/${LEAD.wellKnown}?activeTab=messages`, {
      as: 'demo',
      prepare: seedTemplate,
    });
    await changeLocale('ar_AE', { persist: false });
    const { picker, option, body, subject } = await pickTemplate(/قالب البريد الإلكتروني/, /الرسالة/, /الموضوع/);
    await user.selectOptions(picker, option);
    const { couple, weddingDate, provider } = lead42();
    const date = formatDate(weddingDate, 'ar-AE');
    // An Arabic month name with Latin digits (the portal's digit rule, src/lib/format.ts), not the German form.
    expect(date).toMatch(/[\u0600-\u06FF]/);
    expect(date).not.toBe(formatDate(weddingDate, 'de-DE'));
    expect(subject()).toHaveValue(`Ihre Anfrage, ${couple}`);
    await expectFilled(await body(), [
      `Liebe ${couple},`,
      `Ihr Hochzeitstag am ${date} ist bei ${provider} noch frei.`,
      '{{constructor}} und {{ coupleName }} bleiben Text.',
    ]);
    // The template's formatting stays (issue 38.11): the date is bold as the template has it.
    expect((await body()).querySelector('strong')).toHaveTextContent(date);
  });
});
