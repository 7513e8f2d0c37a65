// The to-do area in the production build (issue 36, one journey per area): a vendor follows the link of an open
// to-do, which completes it and opens the page on the public website in a new tab, and after a reload finds the
// to-do among the completed ones, as the mock over HTTP saved it.
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

/** The public website's origin the preview's runtime configuration leaves at its default (src/lib/public-website.ts). */
const PUBLIC_WEBSITE = 'https://www.hochzeitsportal.de';

test('a vendor completes an open to-do by following its link and finds it completed after a reload', async ({
  page,
  context,
}) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  // The public website is another site: its page is a stand-in, so the journey stays on this machine.
  await context.route(`${PUBLIC_WEBSITE}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Hochzeitsportal</title>' }),
  );
  await logIn(page, 'demo');
  await page.goto(href.todo());

  const open = page.getByRole('region', { name: 'Offene Aufgaben' });
  const todo = open.getByRole('article').first();
  const title = await todo.getByRole('heading', { level: 3 }).textContent();
  const provider = await todo.getByRole('definition').first().textContent();
  if (!title || !provider) throw new Error('an open to-do without a title or provider');
  const opened = context.waitForEvent('page');
  await todo.getByRole('link').click();
  expect((await opened).url()).toMatch(new RegExp(`^${PUBLIC_WEBSITE.replace(/\./g, '\\.')}/`));

  await page.reload();
  const completed = page.getByRole('region', { name: 'Erledigte Aufgaben' });
  const done = completed.getByRole('article', { name: title, exact: true }).filter({ hasText: provider });
  await expect(done.getByText('Erledigt', { exact: true })).toBeVisible();
  await expect(done.getByText('Erledigt am')).toBeVisible();
  await expect(open.getByRole('article', { name: title, exact: true }).filter({ hasText: provider })).toHaveCount(0);

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
