// The range of a number answer on a provider's info page (spec point 5 "number min/max", issue 37.14): one rule for
// the info page's form and the mock backend, read from the field's definition (`ProviderForm.minimum` and
// `maximum` in the API document): amounts and counts are never negative, a percentage (the deposit on booking,
// `depositPercent`) lies between 0 and 100.

export interface NumberAnswerRange {
  min: number;
  /** null: no upper bound. */
  max: number | null;
}

interface RangedForm {
  minimum: number | null;
  maximum: number | null;
}

export function numberAnswerRange(form: RangedForm): NumberAnswerRange {
  // A number answer without a stated minimum is still never negative (no amount, count or share is).
  return { min: form.minimum ?? 0, max: form.maximum };
}

/** Whether a number answer lies in its field's range. */
export function inNumberAnswerRange(form: RangedForm, value: number): boolean {
  const range = numberAnswerRange(form);
  return value >= range.min && (range.max === null || value <= range.max);
}
