import { useTranslation } from 'react-i18next';
import { HtmlPreview } from './html-preview';

/** Only https images are shown, as the sanitizer keeps them in signatures (docs/security.md, img-src). */
export function safeImageUrl(path: string | null): string | null {
  return path && /^https:\/\//i.test(path) ? path : null;
}

/** The signature as it will appear under an e-mail: a sample message, the separator, the signature and image. */
export function SignaturePreview({ html, image }: { html: string | null; image: string | null }) {
  const { t } = useTranslation();
  const imageUrl = safeImageUrl(image);
  return (
    <section
      aria-label={t('templates.signatures.previewLabel')}
      className="rounded-md border border-border bg-background p-3 text-sm"
    >
      <p className="text-muted-foreground">{t('templates.signatures.sampleMessage')}</p>
      <hr className="my-2 border-dashed border-border" />
      {html ? (
        <HtmlPreview html={html} />
      ) : (
        <p className="text-muted-foreground italic">{t('templates.signatures.none')}</p>
      )}
      {imageUrl ? (
        <img src={imageUrl} alt={t('templates.signatures.imageAlt')} className="mt-2 max-h-20 max-w-full" />
      ) : null}
    </section>
  );
}
