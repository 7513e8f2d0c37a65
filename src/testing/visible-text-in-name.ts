// WCAG 2.5.3 (Label in Name), as axe-core's label-content-name-mismatch checks it: a control with visible text is
// named by a name that holds that text's words in their order, so a speech user who says what they see reaches it.

/** The words of a text, as axe compares them: lower case, letters, marks and digits only. */
function words(text: string, languageTag: string): string[] {
  return text
    .toLocaleLowerCase(languageTag)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The controls among `elements` whose accessible name (`aria-label`, else their text) does not hold their visible
 * text, each as `"visible" named "name"`; empty when every one does.
 */
export function namesWithoutVisibleText(elements: readonly HTMLElement[], languageTag: string): string[] {
  const failures: string[] = [];
  for (const element of elements) {
    const visible = element.textContent.trim();
    if (visible === '') continue;
    const name = element.getAttribute('aria-label') ?? visible;
    const whole = words(name, languageTag);
    const part = words(visible, languageTag);
    const holds = whole.some((_, start) => part.every((word, index) => whole[start + index] === word));
    if (!holds) failures.push(`"${visible}" named "${name}"`);
  }
  return failures;
}
