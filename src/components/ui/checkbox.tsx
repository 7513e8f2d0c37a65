// A native checkbox drawn like the rest of the form kit. It keeps the API of the Radix checkbox it replaced
// (`checked`, `onCheckedChange`); the browser gives role, state, label, keyboard and form behaviour for free, where
// Radix rebuilt them on a button with a hidden input (about 3 KB gzipped on every page with a checkbox on its first
// screen; docs/performance.md).
import { Check } from 'lucide-react';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'onChange'> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative grid size-5 shrink-0 place-items-center', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        className="peer size-5 cursor-pointer appearance-none rounded border border-stone-400 bg-surface checked:border-brand-700 checked:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <Check
        className="pointer-events-none absolute size-4 text-white opacity-0 peer-checked:opacity-100"
        aria-hidden="true"
      />
    </span>
  );
}
