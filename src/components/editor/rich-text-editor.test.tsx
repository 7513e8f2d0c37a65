import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { typeInto } from '@/testing/rich-text-editor';
import RichTextEditor from './rich-text-editor';

describe('rich-text editor', () => {
  it('shows the HTML it starts with, placeholders as tokens', async () => {
    const onChange = vi.fn();
    render(
      <RichTextEditor
        label="Text"
        initialHtml="<p>Liebe <b>{{coupleName}}</b>, wir freuen uns.</p><ul><li>Eins</li></ul>"
        onChange={onChange}
        placeholders
      />,
    );
    const editor = screen.getByRole('textbox', { name: 'Text' });
    await waitFor(() => expect(editor.textContent).toContain('wir freuen uns'));
    expect(editor.querySelector('li')?.textContent).toBe('Eins');
  });

  it('shows the text set from outside at each new revision, never an older text over what was typed since', async () => {
    const reported: string[] = [];
    let setFromOutside: (html: string) => void = () => undefined;
    let renderStale: (html: string) => void = () => undefined;
    function Field() {
      const [field, setField] = useState({ html: '<p>Erster Text</p>', revision: 0 });
      setFromOutside = (html) => setField((current) => ({ html, revision: current.revision + 1 }));
      renderStale = (html) => setField((current) => ({ ...current, html }));
      return (
        <RichTextEditor
          label="Nachricht"
          initialHtml={field.html}
          revision={field.revision}
          onChange={(html) => {
            reported.push(html);
            setField((current) => ({ ...current, html }));
          }}
        />
      );
    }
    render(<Field />);
    const editor = screen.getByRole('textbox', { name: 'Nachricht' });
    await waitFor(() => expect(editor).toHaveTextContent('Erster Text'));

    act(() =>
      setFromOutside('<p>Liebe Anna,</p><ul><li><strong>Sekt</strong></li></ul><img src=x onerror="alert(1)">'),
    );
    await waitFor(() => expect(editor.querySelector('li')).toHaveTextContent('Sekt'));
    expect(editor).not.toHaveTextContent('Erster Text');
    expect(editor.querySelector('img')).toBeNull();
    // What the editor reports has no span of Lexical's and no attribute, only the formatting.
    await waitFor(() =>
      expect(reported.at(-1)).toBe('<p>Liebe Anna,</p><ul><li><b><strong>Sekt</strong></b></li></ul>'),
    );

    await typeInto(editor, ' und Saft');
    await waitFor(() => expect(reported.at(-1)).toContain('und Saft'));
    // A render that still carries an earlier text (no new revision) leaves the typed text alone.
    await act(async () => renderStale('<p>Liebe Anna,</p>'));
    expect(editor).toHaveTextContent('Sekt und Saft');

    act(() => setFromOutside(''));
    await waitFor(() => expect(editor).toHaveTextContent(/^$/));
  });
});
