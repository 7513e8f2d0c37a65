// Schemas of the values number fields (NumberInput) hand a form: a number, null for an empty field, NaN for text
// that is not a number in the reader's notation. The messages come from the form's error map (formErrorMap):
// NaN reads "enter a number, e.g. 1.760,50", a third decimal "at most 2 decimal places".
import * as z from 'zod';

/** An amount in euros: at most two decimals (whole cents). */
export const euroAmount = () => z.number().multipleOf(0.01);

/** A whole number (guests, installments, a percentage of whole points). */
export const wholeNumber = () => z.int();
