// Server labels in Arabic (issue 38.3): the payments page asks the API in the UI's language (Accept-Language) and
// shows each payment's state and kind as the server labels them, not the English "Pending" or "Plus leads".
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
