// The range of a number answer on a provider's info page (spec point 5 "number min/max", issue 37.14): one rule for
// the info page's form and the mock backend. Amounts and counts are never negative; a percentage (the deposit on
// booking, `depositPercent`) lies between 0 and 100. The API document's ProviderForm carries no minimum or maximum
// yet, so the rule reads the field's name: a field whose name ends in "Percent" is a percentage. Once the document
// gives each field its `minimum` and `maximum` (the change is proposed in docs/listing.md), this rule reads them.

export interface NumberAnswerRange {
  min: number;
  /** null: no upper bound. */
  max: number | null;
}

const PERCENTAGE = /Percent$/;

export function numberAnswerRange(form: { fieldName: string }): NumberAnswerRange {
  return PERCENTAGE.test(form.fieldName) ? { min: 0, max: 100 } : { min: 0, max: null };
}

/** Whether a number answer lies in its field's range. */
export function inNumberAnswerRange(form: { fieldName: string }, value: number): boolean {
  const range = numberAnswerRange(form);
  return value >= range.min && (range.max === null || value <= range.max);
}
