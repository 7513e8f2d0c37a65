// shadcn's radio group on Radix (issue 40.3: the card's primitives, not native inputs styled by the browser): one
// Tab stop for the group, the arrow keys move the choice (right to left in Arabic through the app's
// `Direction.Provider`) and skip a disabled option. A form wires it through react-hook-form's `Controller`.
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-2', className)} {...props} />;
}

export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'grid size-5 shrink-0 cursor-pointer place-items-center rounded-full border border-stone-400 bg-card',
        'data-[state=checked]:border-brand-700 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-brand-700" />
    </RadioGroupPrimitive.Item>
  );
}
