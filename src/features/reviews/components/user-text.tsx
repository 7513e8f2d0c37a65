import { cn } from '@/lib/cn';

/**
 * Text a couple, another platform or the provider wrote. The API gives plain text (no HTML), so it is rendered
 * as text: React escapes it, line breaks stay, and `dir="auto"` lets an Arabic review run right to left inside a
 * German page and the other way round (docs/reviews.md).
 */
export function UserText({ text, className }: { text: string; className?: string }) {
  return (
    <p dir="auto" className={cn('text-sm break-words whitespace-pre-line', className)}>
      {text}
    </p>
  );
}
