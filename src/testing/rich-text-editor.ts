import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

// jsdom lays nothing out: ranges have no rectangles, which Lexical asks for to scroll the caret into view.
if (typeof Range !== 'undefined' && !('getBoundingClientRect' in Range.prototype)) {
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', { value: () => new DOMRect() });
  Object.defineProperty(Range.prototype, 'getClientRects', { value: () => [] });
}

// The rich-text editor (src/components/editor) in route tests: jsdom has no `beforeinput`, so Lexical takes no
// typed keys there; text reaches it as a browser's paste does.

/** The rich-text editor of a field, by its label (it loads lazily). */
export async function findEditor(label: string): Promise<HTMLElement> {
  return screen.findByRole('textbox', { name: label }, { timeout: 5000 });
}

/**
 * Pastes HTML (and its plain text) into the editor, as a browser's clipboard hands it over: jsdom has no
 * DataTransfer, so the event carries an object with the same reading methods.
 */
export async function pasteInto(editor: HTMLElement, html: string, text = html): Promise<void> {
  const data = { 'text/html': html, 'text/plain': text } as Record<string, string>;
  fireEvent.paste(editor, {
    clipboardData: { types: Object.keys(data), getData: (type: string) => data[type] ?? '', files: [] },
  });
  await waitFor(() => expect(editor.textContent?.length ?? 0).toBeGreaterThan(0));
}

/** Puts plain text into the editor at the caret, as a user typing (or pasting) it would. */
export async function typeInto(editor: HTMLElement, text: string): Promise<void> {
  const before = editor.textContent ?? '';
  await pasteInto(editor, '', text);
  await waitFor(() => expect(editor.textContent).not.toBe(before));
}
