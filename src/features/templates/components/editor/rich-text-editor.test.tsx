import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n';
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
});
