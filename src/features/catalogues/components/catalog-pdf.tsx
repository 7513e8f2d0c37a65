// The catalogue as PDF on its card (issue 42.1): the link for everyone; with can-manage, upload (PDF only, at most
// 10 MB, a progress bar while it is sent), replace and remove.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import type { Catalog } from '@/api/queries/catalogs';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useCurrentUser } from '@/lib/session/session-query';
import { useDeleteCatalogPdf, useUploadCatalogPdf } from '../api/catalog-pdf';
import { CATALOG_PDF_ACCEPT, CATALOG_PDF_MAX_MEGABYTES, catalogPdfProblem } from '../lib/catalog-pdf-rules';
import { Progress } from '@/components/ui/progress';

// The question before the PDF goes (Radix dialog) loads with its button, like the catalogue's delete confirmation.
const loadConfirmDialog = () => import('@/components/ui/confirm-dialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));

export function CatalogPdf({ catalog, readOnly }: { catalog: Catalog; readOnly: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useCurrentUser();
  const failureText = useFailureText();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const upload = useUploadCatalogPdf(user.customerId, setProgress);
  const remove = useDeleteCatalogPdf(user.customerId);
  const input = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  // The removed PDF's button is gone with it: once the question has closed, the focus goes to "PDF hochladen"
  // (an effect of this component runs after the dialog's own focus return, which found no button to return to).
  const focusUploadAfterRemoval = useRef(false);
  useEffect(() => {
    if (removing || !focusUploadAfterRemoval.current) return;
    focusUploadAfterRemoval.current = false;
    uploadButton.current?.focus();
  }, [removing]);
  const progressId = useId();
  const problemId = useId();
  const max = `${format.number(CATALOG_PDF_MAX_MEGABYTES)} MB`;
  const hasPdf = catalog.pdfPath !== null;

  const send = (file: File) => {
    setProblem(null);
    const fileProblem = catalogPdfProblem(file);
    if (fileProblem) {
      setProblem(t(`catalogues.pdf.problems.${fileProblem}`, { max }));
      return;
    }
    setProgress(0);
    upload.mutate(
      { catalogId: catalog.id, file },
      {
        onSuccess: () => toast.success(t(hasPdf ? 'catalogues.pdf.replaced' : 'catalogues.pdf.uploaded')),
        // The server's words for the file (an empty file, not a PDF inside); anything else as every failure reads.
        onError: (error) =>
          setProblem(
            (isApiError(error) && error.errorFormat === 1 ? error.fieldErrors['file'] : undefined) ??
              failureText(error),
          ),
        onSettled: () => setProgress(null),
      },
    );
  };

  if (readOnly && !hasPdf) return null;
  return (
    <section aria-label={t('catalogues.pdf.title')} className="flex flex-col gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {catalog.pdfPath ? (
          <a href={catalog.pdfPath} className="text-brand-700 underline" target="_blank" rel="noreferrer">
            {t('catalogues.card.pdf')}
          </a>
        ) : (
          <span className="text-muted-foreground">{t('catalogues.pdf.none')}</span>
        )}
        {readOnly ? null : (
          <>
            <Button
              ref={uploadButton}
              size="sm"
              variant="secondary"
              loading={upload.isPending}
              aria-describedby={problem ? problemId : undefined}
              onClick={() => input.current?.click()}
            >
              {t(hasPdf ? 'catalogues.pdf.replace' : 'catalogues.pdf.upload')}
            </Button>
            {hasPdf ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={upload.isPending}
                onPointerEnter={() => void loadConfirmDialog()}
                onFocus={() => void loadConfirmDialog()}
                onClick={() => setRemoving(true)}
              >
                {t('catalogues.pdf.remove')}
              </Button>
            ) : null}
            <span className="text-muted-foreground">{t('catalogues.pdf.hint', { max })}</span>
            {/* The picker the buttons open; a new choice of the same file is a change again (value emptied). */}
            <input
              ref={input}
              type="file"
              accept={CATALOG_PDF_ACCEPT}
              className="hidden"
              tabIndex={-1}
              aria-label={t('catalogues.pdf.choose', { name: catalog.name })}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) send(file);
              }}
            />
          </>
        )}
      </div>
      {progress !== null && upload.isPending ? (
        <div className="flex flex-col gap-1">
          <span id={progressId} className="text-muted-foreground">
            {t('catalogues.pdf.progress', { percent: Math.round(progress * 100) })}
          </span>
          <Progress aria-labelledby={progressId} value={progress} />
        </div>
      ) : null}
      <FieldError id={problemId} error={problem ?? undefined} />
      {removing ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('catalogues.pdf.removeTitle')}
            body={t('catalogues.pdf.removeBody', { name: catalog.name })}
            confirm={t('catalogues.pdf.remove')}
            pending={remove.isPending}
            onCancel={() => setRemoving(false)}
            onConfirm={() =>
              remove.mutate(catalog.id, {
                onSuccess: () => {
                  toast.success(t('catalogues.pdf.removed'));
                  focusUploadAfterRemoval.current = true;
                  setRemoving(false);
                },
                onError: (error) => toast.error(failureText(error)),
              })
            }
          />
        </Suspense>
      ) : null}
    </section>
  );
}
