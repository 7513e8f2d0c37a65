/**
 * Text of its own direction inside a sentence of the UI language (a German payment description in an Arabic
 * sentence): wrapped in Unicode's first-strong isolate, it keeps its own direction and cannot reorder the numbers
 * and brackets of the sentence around it. For text interpolated into a translation; a whole element of user text
 * takes `dir="auto"` instead.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
