// A form's yes/no field: the kit's checkbox (Radix, src/components/ui/checkbox.tsx) bound to react-hook-form, its
// label beside it. One checkbox for every form (issue 40.3), not the browser's own in some dialogs and the kit's in
// others.
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';

interface CheckboxFieldProps<TValues extends FieldValues> {
  control: Control<TValues>;
  /** A boolean field of the form. */
  name: FieldPath<TValues>;
  label: ReactNode;
  disabled?: boolean;
  className?: string;
}

export function CheckboxField<TValues extends FieldValues>({
  control,
  name,
  label,
  disabled,
  className,
}: CheckboxFieldProps<TValues>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={cn('flex items-center gap-2 text-sm', className)}>
          <Checkbox
            id={id}
            ref={field.ref}
            name={field.name}
            checked={field.value === true}
            disabled={disabled === true || field.disabled === true}
            onBlur={field.onBlur}
            onCheckedChange={field.onChange}
          />
          <label htmlFor={id} className={disabled ? 'text-muted-foreground' : undefined}>
            {label}
          </label>
        </div>
      )}
    />
  );
}
