// The to-do area in the production build (issue 36, one journey per area): a vendor follows the link of an open
// to-do, which completes it and opens the portal page where its work is done (issue 42.8: the gallery for "Mehr
// Fotos hochladen", not the public website), and back on the to-dos finds it among the completed ones after a
// reload, as the mock over HTTP saved it.
import { href } from './app-routes';
import { endsWith, expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

test('a vendor completes an open to-do by following its link to the portal page and finds it completed after a reload', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(href.todo());

  const open = page.getByRole('region', { name: 'Offene Aufgaben' });
  const todo = open.getByRole('article').first();
  const title = await todo.getByRole('heading', { level: 3 }).textContent();
  const provider = await todo.getByRole('definition').first().textContent();
  if (!title || !provider) throw new Error('an open to-do without a title or provider');
  const link = todo.getByRole('link');
  const target = await link.getAttribute('href');
  if (!target?.startsWith('/')) throw new Error(`the to-do links outside the portal: ${target}`);
  await link.click();
  await expect(page).toHaveURL(endsWith(target));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await page.goto(href.todo());
  await page.reload();
  const completed = page.getByRole('region', { name: 'Erledigte Aufgaben' });
  const done = completed.getByRole('article', { name: title, exact: true }).filter({ hasText: provider });
  await expect(done.getByText('Erledigt', { exact: true })).toBeVisible();
  await expect(done.getByText('Erledigt am')).toBeVisible();
  await expect(open.getByRole('article', { name: title, exact: true }).filter({ hasText: provider })).toHaveCount(0);

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
