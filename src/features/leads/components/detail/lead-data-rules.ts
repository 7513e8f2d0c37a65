// The lead data form's rules (spec point 3), loaded after the first paint through `lazyResolver` (issue 23).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod';
import { LeadDataUpdateLimits } from '@/api/generated/limits';
import { formErrorMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';
import type { LeadDataFormValues } from './lead-data-values';

const limits = LeadDataUpdateLimits.properties;
const CAPACITY_MIN = limits.capacity.minimum;
const CAPACITY_MAX = limits.capacity.maximum;
const SERVICES_MAX = limits.extraServices.maxItems;
const SERVICE_MAX_LENGTH = limits.extraServices.items.maxLength;
const BUDGET_MIN = limits.budget.properties.amount.minimum;

// Numbers stay numbers in the form (the API's); `NumberInput` shows them in the UI language's notation and
// hands NaN for text that is not a number, which `z.number()` refuses with the generic message.
export const leadDataSchema = z.object({
  budget: z.number().min(BUDGET_MIN, validationMessage.min(BUDGET_MIN)).nullable(),
  capacity: z
    .number()
    .int(validationMessage.integer())
    .min(CAPACITY_MIN, validationMessage.min(CAPACITY_MIN))
    .max(CAPACITY_MAX, validationMessage.max(CAPACITY_MAX))
    .nullable(),
  organizationType: z.string(),
  // Each service as the document takes it; the field stops at its length, a kept draft may not.
  extraServices: z
    .array(
      z
        .string()
        .min(1, validationMessage.required())
        .max(SERVICE_MAX_LENGTH, validationMessage.tooLong(SERVICE_MAX_LENGTH)),
    )
    .max(SERVICES_MAX, validationMessage.max(SERVICES_MAX)),
});

// Typed with the form's values: the schema and the form cannot drift apart.
export const leadDataResolver: Resolver<LeadDataFormValues> = zodResolver(leadDataSchema, { error: formErrorMap() });
