// The one progress bar of the portal (uploads, imports): the browser's own <progress>, which screen readers announce
// as a progress bar with its value and which fills from the start of the reading direction (right to left in
// Arabic) without code of ours. Without a value it shows "in progress" (a file being checked or scaled).
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Progress({ className, ...props }: ComponentProps<'progress'>) {
  return <progress className={cn('h-2 w-full accent-brand-700', className)} {...props} />;
}
