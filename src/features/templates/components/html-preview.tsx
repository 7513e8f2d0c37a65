import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { trustedHtml } from '@/lib/sanitize-html';

/** Stored HTML shown as it will look in an e-mail: sanitized again on render, whatever the server returned. */
export function HtmlPreview({ html, className }: { html: string; className?: string }) {
  const trusted = useMemo(() => trustedHtml(html), [html]);
  return (
    <div
      dir="auto"
      className={cn(
        'text-sm text-ink [&_a]:text-brand-700 [&_a]:underline [&_ol]:ms-5 [&_ol]:list-decimal [&_p]:my-1 [&_ul]:ms-5 [&_ul]:list-disc',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: trusted }}
    />
  );
}
