import { describe, expect, it } from 'vitest';
import { matchesShortcut } from './shortcuts';

const key = (init: Partial<KeyboardEventInit> & { key: string }) =>
  ({ code: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init }) as KeyboardEvent;

describe('matchesShortcut', () => {
  it('takes ⌘ on Apple platforms and Ctrl elsewhere, never both', () => {
    expect(matchesShortcut('search', key({ key: 'k', metaKey: true }), true)).toBe(true);
    expect(matchesShortcut('search', key({ key: 'k', ctrlKey: true }), true)).toBe(false);
    expect(matchesShortcut('search', key({ key: 'k', ctrlKey: true }), false)).toBe(true);
    expect(matchesShortcut('search', key({ key: 'k', metaKey: true }), false)).toBe(false);
    expect(matchesShortcut('send', key({ key: 'Enter', ctrlKey: true, shiftKey: true }), false)).toBe(false);
  });

  it('refuses single keys with a modifier, but lets "?" need its Shift', () => {
    expect(matchesShortcut('nextLead', key({ key: 'j' }), false)).toBe(true);
    expect(matchesShortcut('nextLead', key({ key: 'J', shiftKey: true }), false)).toBe(false);
    expect(matchesShortcut('nextLead', key({ key: 'j', altKey: true }), false)).toBe(false);
    expect(matchesShortcut('previousLead', key({ key: 'k', ctrlKey: true }), false)).toBe(false);
    expect(matchesShortcut('help', key({ key: '?', shiftKey: true }), false)).toBe(true);
  });

  it('matches letters by their physical key on an Arabic layout, and the Arabic question mark', () => {
    expect(matchesShortcut('nextLead', key({ key: 'ت', code: 'KeyJ' }), false)).toBe(true);
    expect(matchesShortcut('note', key({ key: 'ى', code: 'KeyN' }), false)).toBe(true);
    expect(matchesShortcut('help', key({ key: '؟', code: 'Slash', shiftKey: true }), false)).toBe(true);
    // A Latin character is taken as typed (a French AZERTY "a" is not "q").
    expect(matchesShortcut('reply', key({ key: 'e', code: 'KeyR' }), false)).toBe(false);
  });
});
