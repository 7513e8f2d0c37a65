// The badge code a vendor pastes into their own website (docs/listing.md "Badges"): data from the listing must not
// be able to break out of the attribute or the text it sits in, and the link leads to the public listing only.
import { describe, expect, it } from 'vitest';
import { PUBLIC_WEBSITE_URL } from '@/lib/public-website';
import { badgeSnippet, escapeHtml, publicListingUrl } from './badge-snippet';

const HOSTILE = `Saal "Nord" <script>alert('x')</script> & 'Süd' onmouseover=alert(1)`;

function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('badge snippet', () => {
  it('keeps a hostile provider name and badge label inside their attribute and text', () => {
    const html = badgeSnippet({
      url: `${PUBLIC_WEBSITE_URL}/anbieter/saal-nord`,
      label: HOSTILE,
      title: `${HOSTILE} auf hochzeitsportal.de`,
      site: 'hochzeitsportal.de',
    });
    const content = parse(html);
    const elements = [...content.querySelectorAll('*')].map((element) => element.tagName.toLowerCase());
    expect(elements).toEqual(['a', 'span']);
    const link = content.querySelector('a');
    if (!link) throw new Error('the snippet is a link');
    expect(link.getAttributeNames().sort()).toEqual(['href', 'rel', 'style', 'target', 'title']);
    expect(link.getAttribute('title')).toBe(`${HOSTILE} auf hochzeitsportal.de`);
    expect(link.textContent).toContain(HOSTILE);
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('escapes every character that can end an attribute or start a tag', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('links only an https address on the public website', () => {
    expect(publicListingUrl('/anbieter/schlossgut-havelblick')).toBe(
      `${PUBLIC_WEBSITE_URL}/anbieter/schlossgut-havelblick`,
    );
    for (const slug of [
      undefined,
      '',
      'javascript:alert(1)',
      '//evil.example/anbieter',
      'https://evil.example/anbieter',
      '/\\evil.example',
      'data:text/html,<script>alert(1)</script>',
    ])
      expect(publicListingUrl(slug)).toBeNull();
    // A quote in a slug is percent-encoded by the URL, so it cannot end the href.
    expect(publicListingUrl('/anbieter/a"onclick=alert(1)')).not.toContain('"');
  });
});
