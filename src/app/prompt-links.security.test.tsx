// Attack suite (issue 12, point 2): links of to-dos and notifications open only inside the portal or on the
// configured public website; any other link is shown as its text, not as a link.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { addMinutes, isoDateTime, now } from '@mocks/lib/clock';
import { eachLanguage } from '@mocks/lib/labels';
import { nextId } from '@mocks/db/collection';
import { renderApp } from '@/testing/render-app';

const HOSTILE_LINKS = [
  'https://evil.example/phish',
  '//evil.example/phish',
  '/\\evil.example',
  'javascript:alert(1)',
  'https://www.hochzeitsportal.de@evil.example/',
];

/** Creates, as the newest prompts of provider 101 (demo's venue), one prompt per hostile link and one safe one. */
async function seedPrompts(type: 'todo' | 'notification') {
  let id = nextId(db.providerPrompts, 9000);
  const links = [...HOSTILE_LINKS.map((path, index) => ({ path, text: `Fremder Link ${index + 1}` }))];
  links.push({ path: '/schlossgut-havelblick/fotos', text: 'Eigener Link' });
  for (const [index, linkData] of links.entries()) {
    await db.providerPrompts.create({
      id: id++,
      providerId: 101,
      type,
      title: `Prüfung ${linkData.text}`,
      body: 'Bitte prüfen.',
      createdAt: isoDateTime(addMinutes(now(), 1 + index)),
      completedAt: null,
      linkData,
      texts: {
        title: eachLanguage(() => `Prüfung ${linkData.text}`),
        body: eachLanguage(() => 'Bitte prüfen.'),
        linkText: eachLanguage(() => linkData.text),
      },
    });
  }
}

function expectOnlySafeLinks(container: HTMLElement) {
  for (const [index, path] of HOSTILE_LINKS.entries()) {
    const text = `Fremder Link ${index + 1}`;
    expect(within(container).queryByRole('link', { name: new RegExp(text) }), path).not.toBeInTheDocument();
    expect(within(container).getByText(text), path).toBeInTheDocument();
  }
  for (const anchor of container.querySelectorAll('a[href]')) {
    const url = new URL(anchor.getAttribute('href') ?? '', window.location.origin);
    expect([window.location.origin, 'https://www.hochzeitsportal.de']).toContain(url.origin);
  }
  expect(within(container).getByRole('link', { name: /Eigener Link/ })).toHaveAttribute(
    'href',
    'https://www.hochzeitsportal.de/schlossgut-havelblick/fotos',
  );
}

describe('links of to-dos and notifications', () => {
  it('the To-do page links only to the portal and the public website', async () => {
    await renderApp('/todo', { as: 'demo', prepare: () => seedPrompts('todo') });
    const open = await screen.findByRole('region', { name: 'Offene Aufgaben' }, { timeout: 5000 });
    await within(open).findByText('Prüfung Eigener Link');
    expectOnlySafeLinks(open);
  });

  it('the notifications bell links only to the public website', async () => {
    const { user } = await renderApp('/todo', { as: 'demo', prepare: () => seedPrompts('notification') });
    await user.click(await screen.findByRole('button', { name: /^Benachrichtigungen/ }, { timeout: 5000 }));
    const popover = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    await within(popover).findByText('Prüfung Eigener Link');
    expectOnlySafeLinks(popover);
  });
});
