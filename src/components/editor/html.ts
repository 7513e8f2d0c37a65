import { $generateDOMFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $createParagraphNode, $getRoot, $insertNodes, type LexicalEditor } from 'lexical';
import { parseSanitizedHtml, sanitizeHtml } from '@/lib/sanitize-html';

/**
 * Puts stored HTML into the editor. The HTML is sanitized and parsed through DOMPurify's Trusted Types policy
 * (`parseSanitizedHtml`), so neither a script in it nor the strict CSP's Trusted Types check is ever met: the
 * editor only receives a finished, clean DOM.
 */
export function $importHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  // An empty editor starts with one paragraph: Lexical reports no change away from a state without nodes, so
  // the first words typed or pasted would otherwise not reach the form.
  if (!html.trim()) {
    root.append($createParagraphNode());
    return;
  }
  const nodes = $generateNodesFromDOM(editor, parseSanitizedHtml(html));
  root.select();
  $insertNodes(nodes);
}

/**
 * The editor's content as sanitized HTML; '' when there is no text (an empty paragraph is no content). Lexical
 * writes its theme classes and `white-space` styles onto the exported elements: they are removed from the DOM
 * before it becomes a string, since the sanitizer drops them anyway and parsing a `style` attribute is reported as
 * a violation by the production CSP (`style-src-attr`).
 */
export function $exportHtml(editor: LexicalEditor): string {
  if ($getRoot().getTextContent().trim() === '') return '';
  const container = $generateDOMFromNodes(document.createElement('div'), null, editor);
  for (const element of container.querySelectorAll('[style], [class], [dir], [value]')) {
    for (const name of ['style', 'class', 'dir', 'value']) element.removeAttribute(name);
  }
  // Lexical wraps every run of text in a span; without attributes it says nothing, and the e-mail a couple
  // receives is plainer without it.
  for (const span of container.querySelectorAll('span')) {
    if (span.attributes.length === 0) span.replaceWith(...span.childNodes);
  }
  return sanitizeHtml(container.innerHTML);
}
