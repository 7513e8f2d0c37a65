import { cn } from '@/lib/cn';

/**
 * A spinner. Decorative by default: the surrounding element says what is loading (aria-busy or a label). With
 * `label` it stands alone as a status ("Wird geladen …") for screen readers.
 */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const icon = (
    <svg className={cn('size-5 animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
  if (label === undefined) return icon;
  return (
    <span role="status" aria-label={label} className="inline-flex">
      {icon}
    </span>
  );
}
