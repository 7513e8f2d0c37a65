import { type ComponentProps, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { DEFAULT_LOCALE, isLocale, toLanguageTag } from '@/lib/locale';
import { formatNumberText, type NumberTextOptions, parseNumberText } from '@/lib/forms/number-text';

export interface NumberInputProps
  extends NumberTextOptions, Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'> {
  /** The number; null for an empty field, NaN while the text is not a number (the form's schema refuses it). */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  ref?: Ref<HTMLInputElement>;
}

/** Number texts in the UI language the component renders in (for hints and examples beside a field). */
export function useNumberText() {
  const { i18n } = useTranslation();
  const languageTag = toLanguageTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  return {
    languageTag,
    format: (value: number | null, options?: NumberTextOptions) => formatNumberText(value, languageTag, options),
    parse: (text: string) => parseNumberText(text, languageTag),
  };
}

/**
 * A number field in the UI language's notation ("18.000,50" in German). The form holds the number; the text
 * is parsed on every keystroke and rewritten in the language's format on blur and whenever the value changes
 * from outside (a loaded or reset record). Use with react-hook-form's `Controller` (`{...field}`).
 */
export function NumberInput({ value, onChange, onBlur, decimals = 0, fixedDecimals, ...props }: NumberInputProps) {
  const { languageTag } = useNumberText();
  const options = { decimals, fixedDecimals };
  const [text, setText] = useState(() => formatNumberText(value, languageTag, options));
  // The value and language the text stands for; a change from outside rewrites the text.
  const [shown, setShown] = useState({ value: value ?? null, languageTag });
  if (!Object.is(shown.value, value ?? null) || shown.languageTag !== languageTag) {
    setShown({ value: value ?? null, languageTag });
    // Text that is not a number yet stays as typed; the form's message says what is wrong with it.
    if (!Number.isNaN(value)) setText(formatNumberText(value, languageTag, options));
  }
  return (
    <Input
      {...props}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const next = parseNumberText(event.target.value, languageTag);
        setText(event.target.value);
        setShown({ value: next, languageTag });
        onChange(next);
      }}
      onBlur={(event) => {
        // Only a number the format shows exactly is rewritten: "2,5" guests stays, so its message fits the text.
        const current = parseNumberText(text, languageTag);
        const formatted = formatNumberText(current, languageTag, options);
        if (current !== null && parseNumberText(formatted, languageTag) === current) setText(formatted);
        onBlur?.(event);
      }}
    />
  );
}
