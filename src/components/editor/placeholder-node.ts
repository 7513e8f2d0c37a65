import { $applyNodeReplacement, type EditorConfig, type LexicalNode, type SerializedTextNode, TextNode } from 'lexical';

/**
 * A placeholder token (`{{coupleName}}`) in the editor: a text node in Lexical's token mode, so it is selected,
 * deleted and moved as one piece and cannot be half-edited into something the composer no longer recognises.
 * It is stored as its plain text, so the HTML the server keeps holds only the token.
 */
export class PlaceholderNode extends TextNode {
  static override getType(): string {
    return 'template-placeholder';
  }

  static override clone(node: PlaceholderNode): PlaceholderNode {
    return new PlaceholderNode(node.__text, node.__key);
  }

  static override importJSON(serialized: SerializedTextNode): PlaceholderNode {
    return $createPlaceholderNode(serialized.text).updateFromJSON(serialized);
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const element = super.createDOM(config);
    element.classList.add('rounded', 'bg-brand-50', 'px-1', 'font-mono', 'text-[0.85em]', 'text-brand-800');
    // The token is written left to right in every language; in Arabic text it stays one readable unit.
    element.dir = 'ltr';
    return element;
  }

  override isTextEntity(): true {
    return true;
  }

  override canInsertTextBefore(): boolean {
    return false;
  }

  override canInsertTextAfter(): boolean {
    return false;
  }
}

export function $createPlaceholderNode(token: string): PlaceholderNode {
  return $applyNodeReplacement(new PlaceholderNode(token).setMode('token'));
}

export function $isPlaceholderNode(node: LexicalNode | null | undefined): node is PlaceholderNode {
  return node instanceof PlaceholderNode;
}
