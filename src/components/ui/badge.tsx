import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', {
  variants: {
    tone: {
      neutral: 'bg-stone-100 text-stone-700',
      brand: 'bg-brand-100 text-brand-800',
      info: 'bg-sky-100 text-sky-800',
      success: 'bg-green-100 text-green-800',
      warning: 'bg-amber-100 text-amber-900',
      danger: 'bg-red-100 text-red-800',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
