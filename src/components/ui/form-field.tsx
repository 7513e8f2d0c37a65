import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldError, useErrorText } from './field-error';
import { Label } from './label';

export { useErrorText } from './field-error';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ label, error, description, className, children }: FormFieldProps) {
  const id = useId();
  const errorText = useErrorText()(error);
  const describedBy =
    [description ? `${id}-description` : null, errorText ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': errorText ? true : undefined, 'aria-describedby': describedBy })}
      {description ? (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={errorText} />
    </div>
  );
}
