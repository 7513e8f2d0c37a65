import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Alert({
  className,
  tone = 'danger',
  ...props
}: ComponentProps<'div'> & { tone?: 'danger' | 'info' | 'success' }) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-3 py-2 text-sm',
        tone === 'danger' && 'border-red-200 bg-red-50 text-red-900',
        tone === 'info' && 'border-sky-200 bg-sky-50 text-sky-900',
        tone === 'success' && 'border-green-200 bg-green-50 text-green-900',
        className,
      )}
      {...props}
    />
  );
}
