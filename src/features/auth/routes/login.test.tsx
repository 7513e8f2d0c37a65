import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { setFault } from '@mocks/lib/faults';
import { clearSession, readSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { testApi } from '@/testing/test-api';

// Every test starts logged out: clearSession also tells the session store, which the shared storage clear
// after each test does not.
beforeEach(() => clearSession());

/** Moving to another route may load its code first; under a busy test run that takes more than a second. */
const navigation = { timeout: 5000 };

/** The code the mock "sent" (in jsdom its console print is silenced). */
function issuedCode(username: string): string {
  const record = db.quickLoginCodes.findFirst((q) => q.where({ username }));
  if (!record) throw new Error(`No one-time code issued for ${username}`);
  return record.code;
}

async function openCodeLogin(url = '/auth/login') {
  const rendered = await renderApp(url);
  await rendered.user.click(await screen.findByRole('tab', { name: 'Mit Einmalcode' }));
  await rendered.user.type(screen.getByLabelText('Benutzername'), 'demo');
  await rendered.user.click(screen.getByRole('button', { name: 'Code senden' }));
  expect(await screen.findByText(/^Wir haben einen Einmalcode an .+ gesendet\./)).toBeInTheDocument();
  return rendered;
}

describe('login by password', () => {
  it('lands on the redirectUrl after a successful login', async () => {
    const { user } = await renderApp('/auth/login?redirectUrl=%2Fleads%3FcoupleName%3DAnna');
    await user.type(await screen.findByLabelText('Benutzername'), 'demo');
    await user.type(screen.getByLabelText('Passwort'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    await waitFor(() => expect(window.location.pathname).toBe('/leads'), navigation);
    expect(new URLSearchParams(window.location.search).get('coupleName')).toBe('Anna');
  });

  it('shows the server message on the password field for a wrong password and keeps the input', async () => {
    const { user } = await renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Benutzername'), 'demo');
    await user.type(screen.getByLabelText('Passwort'), 'falsch123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Benutzername oder Passwort ist falsch.')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription('Benutzername oder Passwort ist falsch.');
    expect(screen.getByLabelText('Benutzername')).toHaveValue('demo');
    expect(window.location.pathname).toBe('/auth/login');
  });

  it('asks for username and password before calling the server', async () => {
    const { user } = await renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(await screen.findAllByText('Dies ist ein Pflichtfeld!')).toHaveLength(2);
  });

  it('keeps the username when switching to the one-time code and back (issue 37.15a)', async () => {
    const { user } = await renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Benutzername'), 'demo');
    await user.click(screen.getByRole('tab', { name: 'Mit Einmalcode' }));
    expect(screen.getByLabelText('Benutzername')).toHaveValue('demo');
    await user.type(screen.getByLabelText('Benutzername'), '.nutzer');
    await user.click(screen.getByRole('tab', { name: 'Mit Passwort' }));
    expect(screen.getByLabelText('Benutzername')).toHaveValue('demo.nutzer');
  });

  it('offers the recovery pages', async () => {
    const { user } = await renderApp('/auth/login');
    await user.click(await screen.findByRole('link', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('heading', { name: 'Passwort vergessen' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/forgot-password');
  });
});

describe('login by one-time code', () => {
  it('logs in with the code sent to the account', async () => {
    const { user } = await openCodeLogin('/auth/login?redirectUrl=%2Fdiscounts');
    await user.type(screen.getByLabelText('Einmalcode'), issuedCode('demo'));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(window.location.pathname).toBe('/discounts'), navigation);
  });

  it('counts down before a new code can be requested', async () => {
    await openCodeLogin();
    expect(screen.getByRole('button', { name: 'Code erneut senden' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Code erneut senden' })).toHaveAccessibleDescription(
      /^Neuer Code in (29|30) s möglich$/,
    );
  });

  it('tells a wrong code from an expired one', async () => {
    const { user } = await openCodeLogin();
    const code = issuedCode('demo');
    const field = screen.getByLabelText('Einmalcode');

    await user.type(field, code === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Der Code ist falsch.')).toBeInTheDocument();

    await db.quickLoginCodes.update((q) => q.where({ username: 'demo' }), {
      data(record) {
        record.expiresAt = new Date(Date.now() - 1000).toISOString();
      },
    });
    await user.clear(field);
    await user.type(field, code);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(
      await screen.findByText('Der Code ist abgelaufen. Bitte fordern Sie einen neuen Code an.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Der Code ist falsch.')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/login');
  });

  it('says so when a new code is requested too early', async () => {
    const { user } = await openCodeLogin();
    await user.click(screen.getByRole('button', { name: 'Anderen Benutzernamen verwenden' }));
    await user.type(screen.getByLabelText('Benutzername'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    expect(
      await screen.findByText('Bitte warten Sie noch einen Moment, bevor Sie einen neuen Code anfordern.'),
    ).toBeInTheDocument();
  });
});

describe('Google login callback', () => {
  it('logs in with the code Google sent back', async () => {
    await renderApp('/auth/google?code=google%3Ademo');
    await waitFor(() => expect(window.location.pathname).toBe('/'), navigation);
  });

  it('says that no portal user has the Google account and leads back to the login page (issue 37.15b)', async () => {
    const { user } = await renderApp('/auth/google?code=google%3Aunbekannt');
    expect(
      await screen.findByText(/^Mit diesem Google-Konto ist kein Benutzer des Anbieterportals verbunden\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Die Anmeldung mit Google ist fehlgeschlagen/)).not.toBeInTheDocument();
    expect(readSession()).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Zurück zur Anmeldung' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'), navigation);
  });

  it('keeps the general failure for a server that fails', async () => {
    setFault('loginWithGoogle', { kind: 'server-error', remaining: 1 });
    await renderApp('/auth/google?code=google%3Ademo');
    expect(await screen.findByText(/^Die Anmeldung mit Google ist fehlgeschlagen\./)).toBeInTheDocument();
  });
});

describe('an expired session', () => {
  const notice = 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.';

  it('says so once on the login page, which leads back to the page (issue 37.15c)', async () => {
    const { user } = await renderApp('/leads', { as: 'demo' });
    await screen.findByRole('list', { name: 'Anfragen' }, navigation);
    // The server ends the session (it expired); the next call of the page answers 401.
    const session = readSession();
    if (!session) throw new Error('not logged in');
    await testApi.DELETE('/access-tokens/{id}', { params: { path: { id: session.accessTokenId } } });
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));

    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'), navigation);
    // The page the 401 met: the list, or its second page when the click's call was the first to fail (a background
    // call of the list, e.g. its counts, can meet the expired session first).
    const back = new URLSearchParams(window.location.search).get('redirectUrl');
    expect(['/leads', '/leads?page=2']).toContain(back);
    expect(await screen.findByRole('status')).toHaveTextContent(notice);

    // Once: back on the login page after another page, it is not said again.
    await user.click(screen.getByRole('link', { name: 'Passwort vergessen?' }));
    await screen.findByRole('heading', { name: 'Passwort vergessen' }, navigation);
    window.history.back();
    await screen.findByRole('heading', { name: 'Anmelden' }, navigation);
    expect(screen.queryByText(notice)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Benutzername'), 'demo');
    await user.type(screen.getByLabelText('Passwort'), 'demo1234');
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe(back), navigation);
  });

  it('is not said to a visitor who was not logged in', async () => {
    await renderApp('/leads');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'), navigation);
    await screen.findByRole('heading', { name: 'Anmelden' }, navigation);
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });
});
