import { describe, expect, it } from 'vitest';
import { promptLink } from './prompt-link';

describe('promptLink', () => {
  it('opens paths of portal pages inside the portal, with their query and hash', () => {
    expect(promptLink('/providers/101/info')).toEqual({ kind: 'portal', to: '/providers/101/info' });
    expect(promptLink('/leads/42?activeTab=messages')).toEqual({ kind: 'portal', to: '/leads/42?activeTab=messages' });
    expect(promptLink('/todo')).toEqual({ kind: 'portal', to: '/todo' });
  });

  it('sends every other path and https addresses to the public website', () => {
    expect(promptLink('/schlossgut-havelblick/fotos')).toEqual({
      kind: 'website',
      url: 'https://www.hochzeitsportal.de/schlossgut-havelblick/fotos',
    });
    expect(promptLink('/')).toEqual({ kind: 'website', url: 'https://www.hochzeitsportal.de/' });
    expect(promptLink('https://www.hochzeitsportal.de/magazin')).toEqual({
      kind: 'website',
      url: 'https://www.hochzeitsportal.de/magazin',
    });
  });

  it('gives no link for an empty path or another scheme', () => {
    expect(promptLink('')).toBeNull();
    expect(promptLink('   ')).toBeNull();
    expect(promptLink('javascript:alert(1)')).toBeNull();
    expect(promptLink('http://www.hochzeitsportal.de/fotos')).toBeNull();
  });
});

describe('promptLink against links that leave the portal and the public website', () => {
  it.each([
    'https://evil.example/phish',
    'https://www.hochzeitsportal.de.evil.example/',
    'https://www.hochzeitsportal.de@evil.example/',
    'https://user:pass@www.hochzeitsportal.de/',
    '//evil.example/phish',
    '/\\evil.example',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('gives no link for %s', (path) => {
    expect(promptLink(path)).toBeNull();
  });

  it('normalises portal paths, so a dot-segment cannot turn one into another host', () => {
    expect(promptLink('/leads/1/../42?activeTab=messages')).toEqual({
      kind: 'portal',
      to: '/leads/42?activeTab=messages',
    });
    // Not a portal page: it stays a path on the public website.
    expect(promptLink('/a/..//evil.example/phish')).toEqual({
      kind: 'website',
      url: 'https://www.hochzeitsportal.de//evil.example/phish',
    });
  });
});
