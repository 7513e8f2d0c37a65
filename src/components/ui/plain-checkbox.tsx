// The checkbox of ./checkbox.tsx as a native input (issue 23): the same look (a 20 px box, the brand colour and a
// check mark when checked) and the same `checked`/`onCheckedChange` props, without Radix's checkbox, presence and
// size observer (about 5 KB on a page's first visit). Pages whose first visit carries no other Radix part use it.
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function PlainCheckbox({
  className,
  checked,
  onCheckedChange,
  onChange,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'checked'> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  return (
    <span className={cn('relative grid size-5 shrink-0 place-items-center', className)}>
      <input
        type="checkbox"
        className="peer col-start-1 row-start-1 size-5 cursor-pointer appearance-none rounded border border-stone-400 bg-surface checked:border-brand-700 checked:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        checked={checked}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
        {...props}
      />
      <Check
        className="pointer-events-none col-start-1 row-start-1 hidden size-4 text-white peer-checked:block"
        aria-hidden="true"
      />
    </span>
  );
}
