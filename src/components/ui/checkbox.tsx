// shadcn's checkbox on Radix (issue 40.3: the card's primitives, not the project's own). The callers keep a plain
// boolean API: `onCheckedChange` gets `true` or `false`, never Radix's "indeterminate", which no form here uses.
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'checked' | 'onCheckedChange'> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      onCheckedChange={(state) => onCheckedChange?.(state === true)}
      className={cn(
        'peer grid size-5 shrink-0 cursor-pointer place-items-center rounded border border-stone-400 bg-card text-white',
        'data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check className="size-4" aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
