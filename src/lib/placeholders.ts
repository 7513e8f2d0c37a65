// Placeholders of mail templates and signatures (issue 15): tokens in the stored HTML that the e-mail composer
// fills for the lead it answers. The token is language-neutral (`{{coupleName}}`), so a template written in the
// German portal fills alike for a colleague working in Arabic; the value is written in the reader's locale.

/** The placeholders a template may contain, in the order the editor offers them. */
export const PLACEHOLDER_NAMES = ['coupleName', 'weddingDate', 'providerName'] as const;
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];

/** The text a placeholder is stored as: `{{coupleName}}`. */
export function placeholderToken(name: PlaceholderName): string {
  return `{{${name}}}`;
}

/** Every token of a known placeholder; anything else in braces (`{{constructor…}}`) is plain text. */
export const PLACEHOLDER_PATTERN = new RegExp(`\\{\\{(${PLACEHOLDER_NAMES.join('|')})\\}\\}`, 'g');

export function isPlaceholderName(value: string): value is PlaceholderName {
  return (PLACEHOLDER_NAMES as readonly string[]).includes(value);
}

/** The values of one lead; null where the lead has none (a couple without name, a wedding date still open). */
export type PlaceholderValues = Record<PlaceholderName, string | null>;

/**
 * The text with each known token replaced by its value. A value that is missing leaves its token in place, so
 * the user sees what is still to be written before sending. Values are inserted as they are (a plain string
 * replacement, nothing is evaluated): the caller escapes them for HTML where the text is HTML.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER_PATTERN, (token, name: string) => {
    if (!isPlaceholderName(name)) return token;
    return values[name] ?? token;
  });
}

/** Whether the text still holds a token (a value was missing). */
export function hasPlaceholders(text: string): boolean {
  return new RegExp(PLACEHOLDER_PATTERN.source).test(text);
}
