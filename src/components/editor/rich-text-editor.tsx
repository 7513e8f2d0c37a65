// The rich-text editor of the portal (issue 15): mail templates, signatures and the lead's e-mail composer, so a
// couple receives the formatting a template shows (issue 38.11). Lexical, loaded only where text is edited
// (`LazyRichTextEditor`). Bold, italic, lists, links with valid addresses only, and placeholder tokens. What it
// reads and writes is sanitized HTML (docs/templates.md).
import { $insertGeneratedNodes } from '@lexical/clipboard';
import { $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import {
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_CRITICAL,
  DROP_COMMAND,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
  PASTE_COMMAND,
  SKIP_DOM_SELECTION_TAG,
  TextNode,
} from 'lexical';
import { Bold, Italic, Link2, Link2Off, List, ListOrdered } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError } from '@/components/ui/field-error';
import { cn } from '@/lib/cn';
import { PLACEHOLDER_NAMES, PLACEHOLDER_PATTERN, placeholderToken } from '@/lib/placeholders';
import { parseSanitizedHtml } from '@/lib/sanitize-html';
import { $exportHtml, $importHtml } from './html';
import { isValidLinkUrl, validLinkUrl } from './links';
import { $createPlaceholderNode, $isPlaceholderNode, PlaceholderNode } from './placeholder-node';

export interface RichTextEditorProps {
  /** The visible label of the field. */
  label: ReactNode;
  /** The HTML the editor starts with (read on mount, and again whenever `revision` changes). */
  initialHtml: string;
  /**
   * For a field whose text is also set from outside the editor (a template chosen, a text appended, the form emptied
   * after sending): the form raises it with each such change, in the same update as the text, and the editor then
   * shows `initialHtml` anew. Said, not guessed from the text: a value that lags behind the typing (a render of an
   * earlier keystroke's text) must never replace what the user typed since.
   */
  revision?: number;
  /** Sanitized HTML after every change ('' when there is no text). */
  onChange: (html: string) => void;
  error?: string | undefined;
  description?: ReactNode;
  /** Offer the placeholder tokens (mail templates); signatures have no lead to fill them from. */
  placeholders?: boolean;
  disabled?: boolean;
}

const THEME = {
  paragraph: 'my-1',
  text: { bold: 'font-semibold', italic: 'italic' },
  list: { ul: 'ms-5 list-disc', ol: 'ms-5 list-decimal', listitem: 'my-0.5' },
  link: 'text-brand-700 underline',
};

export default function RichTextEditor({
  label,
  initialHtml,
  revision = 0,
  onChange,
  error,
  description,
  placeholders = false,
  disabled = false,
}: RichTextEditorProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'mail-template',
        theme: THEME,
        nodes: [ListNode, ListItemNode, LinkNode, PlaceholderNode],
        editable: !disabled,
        editorState: (editor: LexicalEditor) => $importHtml(editor, initialHtml),
        onError: (cause: Error) => {
          throw cause;
        },
      }}
    >
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-label`} className="text-sm font-medium text-foreground">
          {label}
        </span>
        <div
          className={cn(
            'rounded-md border bg-card focus-within:ring-2 focus-within:ring-brand-600',
            error ? 'border-destructive' : 'border-border',
          )}
        >
          <Toolbar labelId={`${id}-label`} placeholders={placeholders} disabled={disabled} />
          <div className="relative">
            <RichTextPlugin
              contentEditable={
                <ContentEditable
                  className="min-h-40 px-3 py-2 text-sm text-foreground outline-none"
                  aria-labelledby={`${id}-label`}
                  aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-multiline
                  role="textbox"
                  dir="auto"
                />
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
        </div>
        {description ? (
          <p id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </p>
        ) : null}
        <FieldError id={`${id}-error`} error={error} />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isValidLinkUrl} />
      <SanitizedPastePlugin />
      <PlaceholderTokensPlugin />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(_, editor) => editor.read(() => onChange($exportHtml(editor)))}
      />
      <RevisionPlugin revision={revision} html={initialHtml} />
    </LexicalComposer>
  );
}

/**
 * A new revision puts the HTML of that render into the editor. The update does not move the browser's selection, so
 * the control the user is on (the template picker) keeps the focus.
 */
function RevisionPlugin({ revision, html }: { revision: number; html: string }) {
  const [editor] = useLexicalComposerContext();
  const shown = useRef(revision);
  useEffect(() => {
    // The text changes with every keystroke; only a new revision replaces the content.
    if (revision === shown.current) return;
    shown.current = revision;
    editor.update(() => $importHtml(editor, html), { tag: SKIP_DOM_SELECTION_TAG });
  }, [editor, revision, html]);
  return null;
}

/**
 * Pasted and dropped HTML goes through DOMPurify first and reaches the editor as a parsed, clean DOM. Lexical's
 * own paste would parse the raw clipboard HTML under a Trusted Types policy of its own ("lexical"), which the
 * production CSP does not allow (`trusted-types dompurify`): this keeps the CSP as it is.
 */
function SanitizedPastePlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const insert = (data: DataTransfer | null, event: Event): boolean => {
      if (!data) return false;
      event.preventDefault();
      const html = data.getData('text/html');
      const text = data.getData('text/plain');
      let selection = $getSelection();
      if (!$isRangeSelection(selection)) {
        $getRoot().selectEnd();
        selection = $getSelection();
      }
      if (!$isRangeSelection(selection)) return true;
      if (html) $insertGeneratedNodes(editor, $generateNodesFromDOM(editor, parseSanitizedHtml(html)), selection);
      else if (text) selection.insertRawText(text);
      return true;
    };
    return mergeRegister(
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => insert('clipboardData' in event ? event.clipboardData : null, event),
        COMMAND_PRIORITY_CRITICAL,
      ),
      editor.registerCommand(DROP_COMMAND, (event) => insert(event.dataTransfer, event), COMMAND_PRIORITY_CRITICAL),
    );
  }, [editor]);
  return null;
}

/** Text that spells a known token (typed, pasted or loaded) becomes a placeholder node; nothing else does. */
function PlaceholderTokensPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      mergeRegister(
        editor.registerNodeTransform(TextNode, (node) => {
          if ($isPlaceholderNode(node) || !node.isSimpleText()) return;
          const match = new RegExp(PLACEHOLDER_PATTERN.source).exec(node.getTextContent());
          if (!match) return;
          const parts = node.splitText(match.index, match.index + match[0].length);
          const token = match.index === 0 ? parts[0] : parts[1];
          if (token) token.replace($createPlaceholderNode(match[0]).setFormat(token.getFormat()));
        }),
        // A placeholder whose text is no longer exactly a token (an undo, a merge) is plain text again.
        editor.registerNodeTransform(PlaceholderNode, (node) => {
          const text = node.getTextContent();
          if (!new RegExp(`^${PLACEHOLDER_PATTERN.source}$`).test(text))
            node.replace($createTextNode(text).setFormat(node.getFormat()));
        }),
      ),
    [editor],
  );
  return null;
}

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  list: 'bullet' | 'number' | null;
  link: boolean;
}

function Toolbar({ labelId, placeholders, disabled }: { labelId: string; placeholders: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>({ bold: false, italic: false, list: null, link: false });
  const [linkOpen, setLinkOpen] = useState(false);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return;
          const anchor = selection.anchor.getNode();
          const list = $findMatchingParent(anchor, $isListNode);
          setState({
            bold: selection.hasFormat('bold'),
            italic: selection.hasFormat('italic'),
            list: $isListNode(list) ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
            link: $findMatchingParent(anchor, $isLinkNode) !== null,
          });
        }),
      ),
    [editor],
  );

  const toggleList = (type: 'bullet' | 'number') => {
    if (state.list === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else
      editor.dispatchCommand(
        type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
  };

  const insertPlaceholder = (token: string) =>
    editor.update(() => {
      let selection = $getSelection();
      if (!$isRangeSelection(selection)) {
        $getRoot().selectEnd();
        selection = $getSelection();
      }
      if ($isRangeSelection(selection)) selection.insertNodes([$createPlaceholderNode(token)]);
    });

  return (
    <div className="border-b border-border">
      <div role="toolbar" aria-labelledby={labelId} className="flex flex-wrap items-center gap-1 p-1">
        <ToolButton
          label={t('editor.bold')}
          pressed={state.bold}
          disabled={disabled}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}
        >
          <Bold aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('editor.italic')}
          pressed={state.italic}
          disabled={disabled}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
        >
          <Italic aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('editor.bulletList')}
          pressed={state.list === 'bullet'}
          disabled={disabled}
          onClick={() => toggleList('bullet')}
        >
          <List aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('editor.numberedList')}
          pressed={state.list === 'number'}
          disabled={disabled}
          onClick={() => toggleList('number')}
        >
          <ListOrdered aria-hidden />
        </ToolButton>
        {state.link ? (
          <ToolButton
            label={t('editor.removeLink')}
            disabled={disabled}
            onClick={() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)}
          >
            <Link2Off aria-hidden />
          </ToolButton>
        ) : (
          <ToolButton
            label={t('editor.link')}
            pressed={linkOpen}
            disabled={disabled}
            onClick={() => setLinkOpen((open) => !open)}
          >
            <Link2 aria-hidden />
          </ToolButton>
        )}
        {placeholders ? (
          <span className="ms-auto flex flex-wrap items-center gap-1">
            <span className="text-xs text-muted-foreground">{t('editor.insert')}</span>
            {PLACEHOLDER_NAMES.map((name) => (
              <Button
                key={name}
                size="sm"
                variant="secondary"
                className="h-7 px-2 text-xs"
                disabled={disabled}
                onClick={() => insertPlaceholder(placeholderToken(name))}
              >
                {t(`editor.placeholders.${name}`)}
              </Button>
            ))}
          </span>
        ) : null}
      </div>
      {linkOpen ? <LinkForm onDone={() => setLinkOpen(false)} /> : null}
    </div>
  );
}

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="icon"
      variant="ghost"
      className={cn('size-8', pressed ? 'bg-background text-brand-800' : undefined)}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the editor's selection: the command applies to the text the user marked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The address of a new link for the marked text; only a valid web or e-mail address is taken. */
function LinkForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const [value, setValue] = useState('https://');
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const apply = () => {
    const url = validLinkUrl(value);
    if (!url) {
      setInvalid(true);
      return;
    }
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
    onDone();
    editor.focus();
  };
  return (
    <div className="flex flex-wrap items-start gap-2 border-t border-border p-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="sr-only">
          {t('editor.linkAddress')}
        </label>
        <Input
          id={id}
          type="url"
          dir="ltr"
          value={value}
          // The field appears when the user has asked to add a link: typing its address is their next step.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            }
          }}
        />
        <FieldError id={`${id}-error`} error={invalid ? t('editor.invalidLink') : null} />
      </div>
      <Button size="sm" onClick={apply}>
        {t('editor.applyLink')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}
