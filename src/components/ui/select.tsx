import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A styled native select: keyboard, screen readers and mobile pickers work as users know them, and it needs no
 * portal (Radix Select breaks under a trusted-types CSP, see the toolchain notes).
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-md border border-border bg-card px-3 text-sm text-foreground disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    >
      {children}
    </select>
  );
}
