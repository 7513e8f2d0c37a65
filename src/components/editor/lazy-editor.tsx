import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFeatureTexts } from '@/i18n';
import type { RichTextEditorProps } from './rich-text-editor';

// The editor (Lexical, about 85 KB gzipped) loads only when a form that edits text is shown: a template's or a
// signature's form, the lead's e-mail composer. The pages and lists around them do not carry it
// (docs/templates.md). Its texts (`editor.…`, ./texts) come with it.
const RichTextEditor = lazy(async () => {
  const [module] = await Promise.all([import('./rich-text-editor'), loadFeatureTexts('editor')]);
  return { default: module.default };
});

export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div role="status" className="min-h-48 animate-pulse rounded-md border border-border bg-background">
          <span className="sr-only">{t('app.loading')}</span>
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
