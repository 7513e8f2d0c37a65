// Attack suite (issue 18): review texts are written by couples, by people on other platforms and by the provider;
// the portal shows them as plain text (docs/reviews.md). Stored XSS vectors of the suite
// (src/testing/xss-vectors.ts) in a review's names, title and text, in its reply and in reviews from other
// platforms must never run: the canary `window.__xss`, which each vector would call, stays silent, no element or
// attribute that could run is in the document, and the vectors show as the literal text they are.
import { screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { renderApp } from '@/testing/render-app';
import { XSS_VECTORS } from '@/testing/xss-vectors';

declare global {
  interface Window {
    __xss?: (id: number) => void;
  }
}

const canary = vi.fn();
beforeEach(() => {
  canary.mockReset();
  window.__xss = canary;
});
afterAll(() => {
  delete window.__xss;
});

const IMG_ONERROR = '<img src=x onerror="__xss(2)">';
const ALL = XSS_VECTORS.join('\n');
const DANGEROUS_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, applet, base, meta[http-equiv], link[rel], style, svg[onload]';

/** Nothing that could run: no dangerous element, no handler attribute, no script address, the canary silent. */
function expectSafeDocument(): void {
  expect([...document.body.querySelectorAll(DANGEROUS_ELEMENTS)].map((element) => element.outerHTML)).toEqual([]);
  const unsafe: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) unsafe.push(`${element.tagName} ${name}`);
      if (
        ['href', 'src', 'xlink:href', 'background', 'data', 'srcdoc'].includes(name) &&
        /^\s*(javascript|data:text)/i.test(attribute.value)
      )
        unsafe.push(`${element.tagName} ${name}=${attribute.value}`);
    }
  }
  expect(unsafe).toEqual([]);
  // The only images are the seed's review photos, none with the vector's address.
  expect([...document.querySelectorAll('img')].filter((image) => image.getAttribute('src') === 'x')).toEqual([]);
  expect(canary).not.toHaveBeenCalled();
}

describe('XSS through reviews', () => {
  it('a stored <img src=x onerror=…> and the other vectors in a review and its reply stay text', async () => {
    let reviewId = 0;
    await renderApp(`/provider-testimonials?provider=${PROVIDER.havelblick}`, {
      as: 'demo',
      prepare: async () => {
        const target = db.testimonials
          .all()
          .filter((record) => record.providerId === PROVIDER.havelblick)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
        reviewId = target.id;
        await db.testimonials.update((q) => q.where({ id: target.id }), {
          data(record) {
            record.brideName = IMG_ONERROR;
            record.title = '<svg onload="__xss(3)">';
            record.body = `${IMG_ONERROR}\n${ALL}`;
            record.reply = {
              id: 1999,
              // A reply holds at most 2000 characters.
              body: ALL.slice(0, 2000),
              status: 'rejected',
              rejectReason: '<script>__xss(1)</script>',
              createdAt: record.createdAt,
            };
          },
        });
      },
    });
    const card = await screen.findByRole(
      'article',
      { name: `${IMG_ONERROR} & ${db.testimonials.findFirst((q) => q.where({ id: reviewId }))?.groomName}` },
      { timeout: 5000 },
    );
    // The vector is shown as the characters it is made of, in an element that chooses its direction itself.
    const body = within(card).getAllByText(
      (_, element) => element?.tagName === 'P' && element.textContent === `${IMG_ONERROR}\n${ALL}`,
    );
    expect(body).toHaveLength(1);
    expect(body[0]).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText('<svg onload="__xss(3)">')).toBeVisible();
    expect(within(card).getByText('<script>__xss(1)</script>')).toBeVisible();
    expectSafeDocument();
  });

  it('reviews from other platforms with the vectors stay text on /transfer-reviews', async () => {
    await renderApp(`/transfer-reviews?provider=${PROVIDER.havelblick}`, {
      as: 'demo',
      prepare: async () => {
        const comments = db.externalComments.all().filter((record) => record.providerId === PROVIDER.havelblick);
        for (const [index, comment] of comments.slice(0, 10).entries()) {
          await db.externalComments.update((q) => q.where({ id: comment.id }), {
            data(record) {
              record.authorName = index === 0 ? IMG_ONERROR : (XSS_VECTORS[index] ?? IMG_ONERROR);
              record.body = ALL;
            },
          });
        }
      },
    });
    expect((await screen.findAllByText(IMG_ONERROR, {}, { timeout: 5000 }))[0]).toBeVisible();
    expect(screen.getAllByRole('checkbox', { name: `Bewertung von ${IMG_ONERROR} auswählen` }).length).toBeGreaterThan(
      0,
    );
    expectSafeDocument();
  });
});
