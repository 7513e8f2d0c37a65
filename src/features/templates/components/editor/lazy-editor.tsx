import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './rich-text-editor';

// The editor (Lexical, about 50 KB gzipped) loads only when a form that edits text is shown: the lists of
// templates and signatures and the inbox do not carry it (docs/templates.md).
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div role="status" className="min-h-48 animate-pulse rounded-md border border-line bg-canvas">
          <span className="sr-only">{t('templates.editor.loading')}</span>
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
