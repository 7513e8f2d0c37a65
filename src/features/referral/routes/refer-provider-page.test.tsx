import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { CATEGORY } from '@mocks/db/core';
import { FAILING_COMPANY_NAME } from '@mocks/handlers/proposals';
import { href } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

const REFUSAL = 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.';

const referralsOf = (companyName: string) =>
  db.proposals.all().filter((proposal) => proposal.type === 'referral' && proposal.companyName === companyName);

describe('referral form', () => {
  it('keeps the send button disabled until the terms are accepted, checks every field, shows the server’s refusal and sends the referral', async () => {
    const { user } = await renderApp(href.referProvider(), { as: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anbieter empfehlen' })).toBeInTheDocument();
    const form = within(await screen.findByRole('form', { name: 'Firma empfehlen' }));
    expect(screen.getByRole('heading', { name: /^Bis zu 5\.000\s€ Prämie für Ihre Empfehlung$/ })).toBeInTheDocument();
    const send = form.getByRole('button', { name: 'Empfehlung senden' });
    const terms = form.getByRole('checkbox', { name: /Teilnahmebedingungen des Empfehlungsprogramms/ });
    expect(form.getByRole('link', { name: 'Teilnahmebedingungen lesen' })).toHaveAttribute(
      'href',
      href.referProviderConditions(),
    );

    // Spec point 5: without the ticked terms nothing can be sent, filled in or not.
    expect(send).toBeDisabled();
    await user.click(terms);
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await form.findAllByText('Dies ist ein Pflichtfeld!')).toHaveLength(4);
    expect(referralsOf('')).toHaveLength(0);

    await user.type(form.getByLabelText('Name der Firma'), FAILING_COMPANY_NAME);
    await user.type(form.getByLabelText('Ansprechpartner'), 'Lukas Becker');
    await user.type(form.getByLabelText('Telefonnummer'), '12');
    await user.selectOptions(form.getByLabelText('Kategorie'), String(CATEGORY.planner.id));
    await user.click(send);
    expect(await form.findByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeInTheDocument();
    expect(form.getByLabelText('Telefonnummer')).toHaveAttribute('aria-invalid', 'true');

    // Unticking the terms disables the button again.
    await user.click(terms);
    expect(send).toBeDisabled();
    await user.click(terms);

    // The server refuses this company: its message (response.data.message) shows, the field error lands on the
    // company name, and everything typed stays (in the form and in the draft).
    await user.clear(form.getByLabelText('Telefonnummer'));
    await user.type(form.getByLabelText('Telefonnummer'), '0331 2011234');
    await user.click(send);
    expect(await form.findByText(REFUSAL)).toBeInTheDocument();
    const company = form.getByLabelText('Name der Firma');
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('Für diese Firma kann keine Anfrage gesendet werden.')).toBeInTheDocument();
    expect(company).toHaveValue(FAILING_COMPANY_NAME);
    expect(form.getByLabelText('Ansprechpartner')).toHaveValue('Lukas Becker');
    const draft = Object.keys(window.localStorage).find((key) => key.endsWith(':referral'));
    expect(draft && JSON.parse(window.localStorage.getItem(draft) ?? '{}')).toMatchObject({
      companyName: FAILING_COMPANY_NAME,
      phone: '0331 2011234',
      categoryId: String(CATEGORY.planner.id),
    });

    // A company the server takes: the referral is stored with the E.164 phone, the category and the referral
    // campaign of the configs, the draft goes, and the success page names the company.
    await user.clear(company);
    await user.type(company, 'Blumenwerk Potsdam-West');
    await user.click(send);
    expect(
      await screen.findByText('Wir haben Ihre Empfehlung für „Blumenwerk Potsdam-West“ erhalten.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(href.referProviderSuccess());
    expect(referralsOf('Blumenwerk Potsdam-West')).toEqual([
      expect.objectContaining({
        name: 'Lukas Becker',
        phone: '+493312011234',
        categoryId: CATEGORY.planner.id,
        campaignId: 502,
        customerId: 1,
        customerUserId: 1,
      }),
    ]);
    expect(draft && window.localStorage.getItem(draft)).toBeNull();
  });

  it('shows the terms with the reward of up to 5.000 € and leads back to the form', async () => {
    const { user } = await renderApp(href.referProviderConditions(), { as: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Teilnahmebedingungen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '5. Wann die Prämie gezahlt wird' })).toBeInTheDocument();
    expect(screen.getByText(/höchstens jedoch 5\.000\s€ je empfohlener Firma/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Jetzt Firma empfehlen' }));
    expect(await screen.findByRole('form', { name: 'Firma empfehlen' })).toBeInTheDocument();
  });
});
