// Attack suite (issue 12, point 4) on the login page: the lock after too many failures shows as a live countdown
// with the login button disabled, and the one-time-code login looks the same for unknown usernames.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { LOGIN_FAILURE_LIMIT, recordLoginFailure } from '@mocks/lib/login-throttle';
import { clearSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';

beforeEach(() => clearSession());

/** Five wrong logins of demo: the mock locks the username for 5 minutes. */
async function lockDemo() {
  for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) await recordLoginFailure('demo');
}

/** The lock of demo ends in a few seconds (the page counts the server's Retry-After down to it). */
async function lockDemoForSeconds(seconds: number) {
  await lockDemo();
  await db.loginFailures.update((q) => q.where({ username: 'demo' }), {
    data(record) {
      record.lockedUntil = new Date(Date.now() + seconds * 1000).toISOString();
    },
  });
}

async function submitPassword(url = '/auth/login', prepare?: () => Promise<void>) {
  const rendered = await renderApp(url, { prepare });
  await rendered.user.type(await screen.findByLabelText('Benutzername'), 'demo');
  await rendered.user.type(screen.getByLabelText('Passwort'), 'demo1234');
  await rendered.user.click(screen.getByRole('button', { name: 'Anmelden' }));
  return rendered;
}

describe('login lock on the login page', () => {
  it('counts the lock down in a live region and keeps the login button disabled', async () => {
    await submitPassword('/auth/login', lockDemo);

    const notice = await screen.findByRole('status');
    // The five minutes count from the lock: on a slow machine a second may pass before the page shows them.
    expect(notice).toHaveTextContent(/^Zu viele Versuche\. Bitte versuchen Sie es in (5:00|4:59) Minuten erneut\.$/);
    expect(notice).toHaveAttribute('aria-live', 'polite');
    const submit = screen.getByRole('button', { name: 'Anmelden' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(/^Zu viele Versuche\./);
    // The countdown moves on by itself.
    const secondsLeft = () => {
      const [, minutes, seconds] = /in (\d):(\d\d) Minuten/.exec(notice.textContent ?? '') ?? [];
      return Number(minutes) * 60 + Number(seconds);
    };
    const first = secondsLeft();
    await waitFor(() => expect(secondsLeft()).toBe(first - 1), { timeout: 3000 });
    expect(window.location.pathname).toBe('/auth/login');
  });

  it('enables the login again when the countdown has run out, and the login then succeeds', async () => {
    const { user } = await submitPassword('/auth/login?redirectUrl=%2Ftodo', () => lockDemoForSeconds(2));
    expect(await screen.findByRole('status')).toHaveTextContent(/in 0:0[12] Minuten erneut\.$/);
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDisabled();

    expect(await screen.findByText('Sie können es jetzt erneut versuchen.', {}, { timeout: 4000 })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Anmelden' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe('/todo'), { timeout: 5000 });
  });

  it('shows the same countdown when the one-time-code login of a locked username is tried', async () => {
    const { user } = await renderApp('/auth/login', { prepare: lockDemo });
    await user.click(await screen.findByRole('tab', { name: 'Mit Einmalcode' }));
    await user.type(screen.getByLabelText('Benutzername'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    const code = await waitFor(() => {
      const issued = db.quickLoginCodes.findFirst((q) => q.where({ username: 'demo' }))?.code;
      if (!issued) throw new Error('no code issued yet');
      return issued;
    });
    await user.type(await screen.findByLabelText('Einmalcode'), code);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(
      await screen.findByText(/^Zu viele Versuche\. Bitte versuchen Sie es in (5:00|4:59) Minuten erneut\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  });
});

describe('one-time code for a username without an account', () => {
  it('goes on to the code step with the same message as for an account', async () => {
    const { user } = await renderApp('/auth/login');
    await user.click(await screen.findByRole('tab', { name: 'Mit Einmalcode' }));
    await user.type(screen.getByLabelText('Benutzername'), 'niemand-hier');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));

    expect(
      await screen.findByText(
        'Wir haben einen Einmalcode an die im Benutzerkonto hinterlegte Mobilnummer oder E-Mail-Adresse gesendet. Falls keiner ankommt, prüfen Sie bitte den Benutzernamen.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Einmalcode')).toBeInTheDocument();
  });
});
