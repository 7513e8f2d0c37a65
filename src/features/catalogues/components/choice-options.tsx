import { useTranslation } from 'react-i18next';

/** A select's choice: the option's value and its text. */
export interface Choice {
  value: string;
  label: string;
}

/** The options of the new catalogue's selects: "Bitte wählen" for none, then the choices. */
export function ChoiceOptions({ choices }: { choices: Choice[] }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t('catalogues.form.choose')}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}

/** Config entries as choices, by their item id. */
export function entryChoices(entries: ReadonlyArray<{ itemId?: unknown; value: string }>): Choice[] {
  return entries.map((entry) => ({ value: String(entry.itemId), label: entry.value }));
}
