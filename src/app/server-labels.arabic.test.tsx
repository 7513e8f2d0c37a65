// Server labels in Arabic (issue 38.3): the payments page asks the API in the UI's language (Accept-Language) and
// shows each payment's state and kind as the server labels them, not the English "Pending" or "Plus leads"; the
// provider's category in the header and what each payment bills come in Arabic too, and so do the catalogue types and
// positions of the catalogues page and the options of a listing change waiting for approval.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { CONFIG_STORAGE_PREFIX } from '@/api/queries/configs';
import { renderApp } from '@/testing/render-app';
import { changeLocale } from '@/i18n';

afterEach(async () => {
  await changeLocale('de_DE', { persist: false });
});

describe('/providers/0/payments in Arabic', () => {
  it('shows the payment states and kinds in Arabic', async () => {
    await changeLocale('ar_SA', { persist: false });
    await renderApp('/providers/0/payments', { as: 'demo' });
    expect((await screen.findAllByText('بانتظار الدفع', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.queryByText('Offen')).not.toBeInTheDocument();
  });
});

describe('/provider-testimonials in Arabic', () => {
  it('names who added a review in Arabic', async () => {
    await changeLocale('ar_SA', { persist: false });
    await renderApp('/provider-testimonials', { as: 'demo' });
    expect((await screen.findAllByText('أضافه: الزوجان', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText(/أضافه: Couple/)).not.toBeInTheDocument();
  });
});

describe('/providers/101/payments in Arabic', () => {
  it("names the provider's category in the header and what each payment bills in Arabic", async () => {
    await changeLocale('ar_SA', { persist: false });
    await renderApp('/providers/101/payments', { as: 'demo' });
    // The summary line under the title: "Schlossgut Havelblick · قاعة أفراح · Potsdam, Sacrow · Prime".
    expect(await screen.findByText('قاعة أفراح', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Hochzeitslocation')).not.toBeInTheDocument();
    const open = db.payments.all().find((entry) => entry.providerId === 101 && entry.status === 'pending');
    if (!open) throw new Error('no open payment of provider 101 in the seed');
    expect(open.descriptions.ar).toMatch(/^باقة Prime، /);
    // Found by its text first (a role query recomputes every list's name on each retry, slow on a busy machine).
    await screen.findAllByText(open.descriptions.ar);
    const list = screen.getByRole('list', { name: 'المدفوعات المستحقة' });
    expect(within(list).getByText(open.descriptions.ar)).toBeInTheDocument();
    expect(screen.queryByText(/Prime-Paket/)).not.toBeInTheDocument();
  });
});

describe('/providers/101/catalogs in Arabic', () => {
  it('shows the catalogue type, the position names and their units as the server names them in Arabic', async () => {
    await changeLocale('ar_AE', { persist: false });
    await renderApp('/providers/101/catalogs', { as: 'demo' });
    // The seed's menu of the venue; its name is the vendor's own and stays German.
    const card = within(await screen.findByRole('region', { name: 'Hochzeitsmenü 2027' }, { timeout: 5000 }));
    expect(card.getByText('قائمة طعام')).toBeInTheDocument();
    expect(card.queryByText('Menü')).not.toBeInTheDocument();
    const table = within(card.getByRole('table', { name: 'أسعار Hochzeitsmenü 2027' }));
    expect(table.getByRole('cell', { name: 'استقبال بالنبيذ الفوار' })).toBeInTheDocument();
    expect(table.getAllByRole('cell', { name: 'لكل 1 شخص' }).length).toBeGreaterThan(0);
    expect(table.queryByText('Sektempfang')).not.toBeInTheDocument();
    expect(table.queryByText(/Person/)).not.toBeInTheDocument();
  });
});

describe('/providers/101/info in Arabic', () => {
  it('names the services of a change waiting for approval by the server’s Arabic option labels', async () => {
    await changeLocale('ar_AE', { persist: false });
    await renderApp('/providers/101/info', { as: 'demo' });
    // The seed's pending change of the venue's services: six options, stored by their German values.
    const updates = within(
      await screen.findByRole('list', { name: 'تغييراتك التي تنتظر الموافقة' }, { timeout: 5000 }),
    );
    const services = updates.getByText('الخدمات').closest('li');
    if (!services) throw new Error('no pending change of the services');
    const entry = within(services);
    for (const option of ['خدمة الطعام', 'مراسم في الهواء الطلق', 'مبيت', 'رعاية الأطفال'])
      expect(entry.getByText(new RegExp(option))).toBeInTheDocument();
    expect(entry.queryByText(/Kinderbetreuung|Trauung im Freien|Übernachtung/)).not.toBeInTheDocument();
  });
});

describe('a state the server has no label for', () => {
  it('is named in the portal’s own Arabic, never as the raw value', async () => {
    await changeLocale('ar_SA', { persist: false });
    // The server's labels lose 'pending' and 'plus_leads' (retired entries), and no stored labels stand in.
    const retire = (type: 'payment_status' | 'payment_type', itemId: string) =>
      db.configEntries.update((q) => q.where({ type, itemId }), { data: (entry) => void (entry.itemId = 'retired') });
    await renderApp('/providers/0/payments', {
      as: 'demo',
      prepare: async () => {
        for (const key of Object.keys(window.localStorage))
          if (key.startsWith(CONFIG_STORAGE_PREFIX)) window.localStorage.removeItem(key);
        await retire('payment_status', 'pending');
        await retire('payment_type', 'plus_leads');
      },
    });
    await screen.findAllByText('طلبات بلس');
    const list = screen.getByRole('list', { name: 'المدفوعات المستحقة' });
    expect(within(list).getAllByText('بانتظار الدفع').length).toBeGreaterThan(0);
    expect(within(list).getAllByText('طلبات بلس').length).toBeGreaterThan(0);
    expect(screen.queryByText('pending')).not.toBeInTheDocument();
    expect(screen.queryByText('plus_leads')).not.toBeInTheDocument();
  });
});

describe('switching the language in the user menu', () => {
  it('asks the server again, so what it words is in the new language without a reload', async () => {
    const { user } = await renderApp('/providers/101/payments', { as: 'demo' });
    const open = db.payments.all().find((entry) => entry.providerId === 101 && entry.status === 'pending');
    if (!open) throw new Error('no open payment of provider 101 in the seed');
    await screen.findAllByText(open.descriptions.de);

    await user.click(screen.getByRole('button', { name: 'Benutzermenü' }));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));

    expect((await screen.findAllByText(open.descriptions.ar, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText(open.descriptions.de)).not.toBeInTheDocument();
  });
});
