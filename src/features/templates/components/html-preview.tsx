import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { useSanitizer } from '../lib/sanitizer';

/**
 * Stored HTML shown as it will look in an e-mail: sanitized again on render, whatever the server returned. Nothing
 * is shown before the sanitizer has loaded; the pages wait for it with their data (lib/sanitizer.ts).
 */
export function HtmlPreview({ html, className }: { html: string; className?: string }) {
  const sanitizer = useSanitizer();
  const trusted = useMemo(() => sanitizer?.trustedHtml(html) ?? '', [sanitizer, html]);
  return (
    <div
      dir="auto"
      className={cn(
        'text-sm text-foreground [&_a]:text-brand-700 [&_a]:underline [&_ol]:ms-5 [&_ol]:list-decimal [&_p]:my-1 [&_ul]:ms-5 [&_ul]:list-disc',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: trusted }}
    />
  );
}
