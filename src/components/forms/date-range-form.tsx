import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from '@/components/ui/field-error';
import type { DateRangeProblem, DateRangeProblems } from '@/lib/date-range';

export interface DateRange {
  from: string;
  to: string;
}

interface DateRangeFormProps {
  /** The form's accessible name ("Eigener Zeitraum"). */
  label: string;
  labels: { from: string; to: string; apply: string };
  /** The days the fields start with (empty when null). */
  initial: { from: string | null; to: string | null };
  /** The last day the date pickers offer: today. */
  max: string;
  /** The page's rules (`dateRangeProblems` of src/lib/date-range.ts with its longest range). */
  check: (range: DateRange) => DateRangeProblems;
  /** The message of a problem, in the page's language. */
  problemText: (problem: DateRangeProblem) => string;
  /** Called with a range that passes `check`. */
  onApply: (range: DateRange) => void;
  /** Shows the problems of the initial days at once: a range from the URL that breaks the rules says why. */
  checkInitial?: boolean;
}

/**
 * A custom range of calendar days, "Von" and "Bis", applied by its button (the inbox's window and the statistics'
 * period). Each problem shows under its field and is announced; an end before the start marks both fields, its
 * message under "Bis". After a refused apply the fields are checked again as the user corrects them.
 */
export function DateRangeForm(props: DateRangeFormProps) {
  const ids = useId();
  const [values, setValues] = useState<DateRange>({ from: props.initial.from ?? '', to: props.initial.to ?? '' });
  const [checked, setChecked] = useState(props.checkInitial ?? false);
  const problems = checked ? props.check(values) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = props.check(values);
    if (found.from === undefined && found.to === undefined) props.onApply(values);
  };

  const fromError = problems.from ? props.problemText(problems.from) : undefined;
  const toError = problems.to ? props.problemText(problems.to) : undefined;
  const field = (name: keyof DateRange, label: string, error: string | undefined, describedBy: string | undefined) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${ids}-${name}`}>{label}</Label>
      <Input
        id={`${ids}-${name}`}
        type="date"
        max={props.max}
        value={values[name]}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
      <FieldError id={`${ids}-${name}-error`} error={error} className="max-w-56" />
    </div>
  );

  return (
    <form className="flex flex-wrap items-start gap-3" noValidate aria-label={props.label} onSubmit={submit}>
      {field(
        'from',
        props.labels.from,
        fromError,
        fromError ? `${ids}-from-error` : problems.to === 'order' ? `${ids}-to-error` : undefined,
      )}
      {field('to', props.labels.to, toError, toError ? `${ids}-to-error` : undefined)}
      <div className="grid gap-1.5">
        {/* Keeps the button level with the fields whatever their messages below take. */}
        <span aria-hidden="true" className="text-sm font-medium">
          {'\u00a0'}
        </span>
        <Button type="submit" variant="secondary">
          {props.labels.apply}
        </Button>
      </div>
    </form>
  );
}
