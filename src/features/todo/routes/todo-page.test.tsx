import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';

afterEach(() => {
  clearFaults();
  vi.restoreAllMocks();
});

/** To-dos as the API lists them to the logged-in user (newest first, like the page). */
async function todos(completed: boolean) {
  return unwrap(await testApi.GET('/provider-prompts', { params: { query: { type: 'todo', completed, limit: 25 } } }))
    .data;
}
type Todo = Awaited<ReturnType<typeof todos>>[number];

const openTodos = () => todos(false);
const completedTodos = () => todos(true);

const section = async (name: string) => within(await screen.findByRole('region', { name }, { timeout: 5000 }));

/** The to-do entries of a list, in the order shown. */
async function entries(name: string): Promise<HTMLElement[]> {
  const list = await section(name);
  return list.findAllByRole('article');
}

async function titlesOf(name: string): Promise<string[]> {
  return (await entries(name)).map((entry) => within(entry).getByRole('heading').textContent ?? '');
}

const sidebar = async () => within(await screen.findByRole('navigation', { name: 'Hauptnavigation' }));

/** Stops the browser from opening a tab and records where it would have gone. */
function stubNewTabs() {
  return vi.spyOn(window, 'open').mockImplementation(() => null);
}

describe('to-do page', () => {
  it("lists the demo user's open to-dos highlighted first, then the completed ones with their date", async () => {
    await renderApp('/todo', { as: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aufgaben' }, { timeout: 5000 })).toBeInTheDocument();

    const open = await openTodos();
    const completed = await completedTodos();
    expect(open.length).toBeGreaterThan(0);
    expect(completed.length).toBeGreaterThan(0);

    await waitFor(async () => expect(await titlesOf('Offene Aufgaben')).toEqual(open.map((todo) => todo.title)));
    for (const entry of await entries('Offene Aufgaben')) {
      expect(within(entry).getByText('Offen')).toBeInTheDocument();
      expect(within(entry).queryByText('Erledigt am')).not.toBeInTheDocument();
    }
    const first = (await entries('Offene Aufgaben'))[0] as HTMLElement;
    const firstTodo = open[0] as Todo;
    // A to-do leads to the portal page where its work is done (the gallery, the prices, …), opened in place.
    expect(firstTodo.linkData.path).toMatch(/^\/(providers\/\d+\/|provider-testimonials\?)/);
    const firstLink = within(first).getByRole('link', { name: firstTodo.linkData.text });
    expect(firstLink).toHaveAttribute('href', firstTodo.linkData.path);
    expect(firstLink).not.toHaveAccessibleDescription('öffnet in einem neuen Tab');
    expect(
      within(first).getByText(/^(Schlossgut Havelblick|Lichtwerk Fotografie|Brautsalon Altona) · /),
    ).toBeInTheDocument();
    expect(within(first).getByText(/^\d{1,2}\. \S+ \d{4}$/)).toBeInTheDocument();

    await waitFor(async () =>
      expect(await titlesOf('Erledigte Aufgaben')).toEqual(completed.map((todo) => todo.title)),
    );
    for (const entry of await entries('Erledigte Aufgaben')) {
      expect(within(entry).getByText('Erledigt am')).toBeInTheDocument();
      expect(within(entry).queryByText('Offen')).not.toBeInTheDocument();
    }
  });

  it('completes a to-do whose link is on the public website: it opens in a new tab, the to-do moves to the completed list and the badge goes down', async () => {
    const newTab = stubNewTabs();
    const { user } = await renderApp('/todo', { as: 'demo' });
    const open = await openTodos();
    const target = open[0] as Todo;
    const websitePath = '/anbieter/schlossgut-havelblick/fotos';
    await db.providerPrompts.update((q) => q.where({ id: target.id }), {
      data(record) {
        record.linkData = { path: websitePath, text: 'Galerie ansehen' };
        // The server answers the link's text in the asked language (docs/server-labels.md).
        record.texts.linkText = {
          de: 'Galerie ansehen',
          en: 'View gallery',
          tr: 'Galeriyi görüntüle',
          ar: 'عرض المعرض',
        };
      },
    });
    const nav = await sidebar();
    await nav.findByRole('link', { name: `Aufgaben ${open.length} offene Aufgaben` });
    // The page was rendered before the link changed: load it again through the sidebar.
    await user.click(nav.getByRole('link', { name: 'Startseite' }));
    await user.click(await nav.findByRole('link', { name: `Aufgaben ${open.length} offene Aufgaben` }));

    const entry = (await entries('Offene Aufgaben'))[0] as HTMLElement;
    const link = within(entry).getByRole('link', { name: 'Galerie ansehen' });
    expect(link).toHaveAccessibleDescription('öffnet in einem neuen Tab');
    await user.click(link);

    await waitFor(() =>
      expect(newTab).toHaveBeenCalledWith(
        new URL(websitePath, 'https://www.hochzeitsportal.de').href,
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(await nav.findByRole('link', { name: `Aufgaben ${open.length - 1} offene Aufgaben` })).toBeInTheDocument();
    await waitFor(async () => expect(await entries('Offene Aufgaben')).toHaveLength(open.length - 1));
    const done = (await entries('Erledigte Aufgaben'))[0] as HTMLElement;
    expect(within(done).getByRole('heading')).toHaveTextContent(target.title);
    expect(within(done).getByText('Erledigt am')).toBeInTheDocument();
    expect((await completedTodos()).some((todo) => todo.id === target.id)).toBe(true);
  });

  it('opens the portal page of its link in place once the to-do is completed', async () => {
    const newTab = stubNewTabs();
    const { user } = await renderApp('/todo', { as: 'demo' });
    const open = await openTodos();
    const target = open[0] as Todo;
    const nav = await sidebar();
    await nav.findByRole('link', { name: `Aufgaben ${open.length} offene Aufgaben` });

    const entry = (await entries('Offene Aufgaben'))[0] as HTMLElement;
    const link = within(entry).getByRole('link', { name: target.linkData.text });
    expect(link).toHaveAttribute('href', target.linkData.path);
    await user.click(link);

    const [pathname, search = ''] = target.linkData.path.split('?');
    await waitFor(() => expect(window.location.pathname).toBe(pathname));
    expect(window.location.search).toBe(search ? `?${search}` : '');
    expect(newTab).not.toHaveBeenCalled();
    expect(await nav.findByRole('link', { name: `Aufgaben ${open.length - 1} offene Aufgaben` })).toBeInTheDocument();
    expect((await completedTodos()).some((todo) => todo.id === target.id)).toBe(true);
  });

  it('marks a to-do without a link as done with its own button', async () => {
    const { user } = await renderApp('/todo', { as: 'demo' });
    const open = await openTodos();
    const target = open[1] as Todo;
    await db.providerPrompts.update((q) => q.where({ id: target.id }), {
      data(record) {
        record.linkData = { path: '', text: '' };
      },
    });
    const nav = await sidebar();
    await nav.findByRole('link', { name: `Aufgaben ${open.length} offene Aufgaben` });
    // The page was rendered before the link was removed: load it again through the sidebar.
    await user.click(nav.getByRole('link', { name: 'Startseite' }));
    await user.click(await nav.findByRole('link', { name: `Aufgaben ${open.length} offene Aufgaben` }));

    const entry = (await entries('Offene Aufgaben'))[1] as HTMLElement;
    expect(within(entry).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(entry).getByRole('button', { name: 'Als erledigt markieren' }));

    expect(await nav.findByRole('link', { name: `Aufgaben ${open.length - 1} offene Aufgaben` })).toBeInTheDocument();
    await waitFor(async () => expect(await titlesOf('Erledigte Aufgaben')).toContain(target.title));
  });

  it('keeps a to-do open and says why when completing it fails', async () => {
    const newTab = stubNewTabs();
    const { user } = await renderApp('/todo', { as: 'demo' });
    const open = await openTodos();
    const target = open[0] as Todo;
    const nav = await sidebar();
    await nav.findByRole('link', { name: `Aufgaben ${open.length} offene Aufgaben` });

    setFault('applyProviderPromptAction', { kind: 'server-error', remaining: 1 });
    const entry = (await entries('Offene Aufgaben'))[0] as HTMLElement;
    await user.click(within(entry).getByRole('link', { name: `${target.linkData.text}` }));

    expect(await screen.findByText('Ein technischer Fehler ist aufgetreten.')).toBeInTheDocument();
    expect(newTab).not.toHaveBeenCalled();
    expect(await titlesOf('Offene Aufgaben')).toEqual(open.map((todo) => todo.title));
    expect(nav.getByRole('link', { name: `Aufgaben ${open.length} offene Aufgaben` })).toBeInTheDocument();
    expect((await openTodos()).some((todo) => todo.id === target.id)).toBe(true);
  });

  it("shows the server's message when it refuses the completion", async () => {
    const newTab = stubNewTabs();
    const { user } = await renderApp('/todo', { as: 'demo' });
    const target = (await openTodos())[0] as Todo;
    const entry = (await entries('Offene Aufgaben'))[0] as HTMLElement;
    // The to-do disappears on the server while the page still shows it.
    db.providerPrompts.delete((q) => q.where({ id: target.id }));
    await user.click(within(entry).getByRole('link', { name: `${target.linkData.text}` }));

    expect(await screen.findByText('Der Hinweis wurde nicht gefunden.')).toBeInTheDocument();
    expect(newTab).not.toHaveBeenCalled();
  });

  it('offers a retry when the lists cannot be loaded', async () => {
    // Until the retry: the modal queue asks the same operation for the newest to-do, in no fixed order.
    setFault('listProviderPrompts', { kind: 'server-error' });
    const { user } = await renderApp('/todo', { as: 'demo' });
    const open = await section('Offene Aufgaben');
    expect(await open.findByText('Beim Laden ist ein Fehler aufgetreten')).toBeInTheDocument();
    clearFaults();
    await user.click(open.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await open.findAllByRole('article')).toHaveLength((await openTodos()).length);
  });

  it('says so when the user has no to-dos at all', async () => {
    await renderApp('/todo', { as: 'demo', scenario: 'empty' });
    expect(await screen.findByText(/Sie haben zurzeit keine Aufgaben\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
