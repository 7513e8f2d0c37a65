import { describe, expect, it } from 'vitest';
import { htmlToText, parseSanitizedHtml, sanitizeHtml, trustedHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links but keeps formatting', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Hallo <b>Anna</b><script>steal()</script> <a href="javascript:steal()">x</a></p>',
    );
    expect(html).not.toMatch(/script|onclick|javascript:/);
    expect(html).toContain('<b>Anna</b>');
  });

  it('opens links in a new tab without an opener', () => {
    const html = sanitizeHtml('<a href="https://example.org/menu">Menü</a>');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('keeps https images and drops plain http ones', () => {
    expect(sanitizeHtml('<img src="https://cdn.example.org/logo.png" alt="Logo">')).toContain('src="https://');
    expect(sanitizeHtml('<p>Hallo<img src="http://tracker.example.org/p.gif"></p>')).toBe('<p>Hallo</p>');
  });

  it('never leaves an image without a source (a broken icon with its alt text)', () => {
    for (const img of [
      '<img alt="Signatur">',
      '<img src="" alt="Signatur">',
      '<img src="/media/signatures/1.png" alt="Signatur">',
      '<img src="javascript:alert(1)" alt="Signatur">',
    ]) {
      expect(sanitizeHtml(`<p>Grüße</p><p>${img}</p>`)).toBe('<p>Grüße</p><p></p>');
    }
  });
});

describe('htmlToText', () => {
  it('turns paragraphs and line breaks into lines', () => {
    expect(htmlToText('<p>Liebe Anna,</p><p>vielen Dank!<br>Ihr Team</p>')).toBe('Liebe Anna,\nvielen Dank!\nIhr Team');
  });
});

describe('trustedHtml and parseSanitizedHtml', () => {
  // jsdom has no Trusted Types, so DOMPurify hands back the string; Chromium gets a TrustedHTML (e2e/csp.spec.ts).
  it('give the same sanitized HTML as sanitizeHtml', () => {
    const dirty = '<p onclick="steal()">Hallo<script>steal()</script> <a href="https://example.org">x</a></p>';
    expect(String(trustedHtml(dirty))).toBe(sanitizeHtml(dirty));
    expect(parseSanitizedHtml(dirty).body.innerHTML).toBe(sanitizeHtml(dirty));
  });
});
