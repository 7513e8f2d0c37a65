import { Check } from 'lucide-react';
import { type ReactElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboboxInput, ComboboxList, useCombobox } from '@/components/ui/combobox';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import type { PhoneCountry } from '@/lib/phone-countries';
import { foldForSearch } from '@/lib/search-text';

interface PhoneCountryMenuProps {
  /** The trigger, drawn like the one shown before this module loaded (`PhoneCountryButton`). */
  trigger: ReactElement;
  /** The id of the field's visible label ("Land"), which names the menu too. */
  labelId: string;
  /** The field's label, which names the list of countries. */
  label: string;
  countries: readonly PhoneCountry[];
  /** The country chosen now: highlighted when the menu opens. */
  value: string;
  onChoose: (code: string) => void;
}

/**
 * The phone country menu itself (spec point 9: at most 300 px high, every country with its calling code), with a
 * search by the country's name in the UI language or by its calling code. Mounted by the first click on the
 * trigger (`PhoneCountryField`), so it opens at once, and stays mounted. A popover with the
 * shared combobox (shadcn's combobox pattern); modal, as the menu was, so that the list scrolls inside the team
 * dialog (whose scroll lock would hold the wheel otherwise).
 */
export default function PhoneCountryMenu({
  trigger,
  labelId,
  label,
  countries,
  value,
  onChoose,
}: PhoneCountryMenuProps) {
  const [open, setOpen] = useState(true);
  return (
    <Popover open={open} onOpenChange={setOpen} modal>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        align="start"
        sideOffset={6}
        collisionPadding={8}
        aria-labelledby={labelId}
        // On a phone the menu fits the space beside the trigger: never wider or higher than the viewport leaves.
        className="flex max-h-[min(300px,var(--radix-popover-content-available-height,300px))] w-72 max-w-[var(--radix-popover-content-available-width)] flex-col gap-2 p-2"
      >
        <CountrySearch
          label={label}
          countries={countries}
          value={value}
          onChoose={(code) => {
            onChoose(code);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

/** The search field and the countries it finds; the typed text is gone when the menu closes. */
function CountrySearch({ label, countries, value, onChoose }: Omit<PhoneCountryMenuProps, 'trigger' | 'labelId'>) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const found = useMemo(() => findCountries(countries, query), [countries, query]);
  const combobox = useCombobox({
    options: found,
    onChoose: (country: PhoneCountry) => onChoose(country.code),
    initialIndex: Math.max(
      0,
      found.findIndex((country) => country.code === value),
    ),
  });
  return (
    <>
      <ComboboxInput
        combobox={combobox}
        aria-label={t('phoneCountryMenu.search')}
        placeholder={t('phoneCountryMenu.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        dir="auto"
        className="shrink-0"
      />
      {found.length === 0 ? (
        <p role="status" className="px-1 py-2 text-sm text-muted-foreground">
          {t('phoneCountryMenu.none')}
        </p>
      ) : null}
      <ComboboxList
        combobox={combobox}
        label={label}
        optionKey={(country) => country.code}
        className="min-h-0 gap-0 overflow-y-auto"
        optionClassName="flex items-center gap-2 px-2 text-sm"
      >
        {(country) => (
          <>
            <Check
              aria-hidden="true"
              className={country.code === value ? 'size-4 shrink-0' : 'invisible size-4 shrink-0'}
            />
            <span className="flex-1" dir="auto">
              {country.name}
            </span>
            <span className="text-xs text-muted-foreground" dir="ltr">
              +{country.callingCode}
            </span>
          </>
        )}
      </ComboboxList>
    </>
  );
}

/**
 * The countries a search finds, case- and accent-insensitive: by calling code when it is digits ("+49", "49", "4"
 * finds every code starting so), else by name, names that start with the text first, then names with a word that
 * does, then names holding it; each group in the menu's order (alphabetical in the UI language).
 */
function findCountries(countries: readonly PhoneCountry[], query: string): readonly PhoneCountry[] {
  const text = foldForSearch(query.trim());
  if (text === '') return countries;
  const digits = /^\+?\s*(\d+)$/.exec(text)?.[1];
  if (digits !== undefined) return countries.filter((country) => country.callingCode.startsWith(digits));
  const ranked: PhoneCountry[][] = [[], [], []];
  for (const country of countries) {
    const name = foldForSearch(country.name);
    const rank = name.startsWith(text) ? 0 : name.includes(` ${text}`) || name.includes(`-${text}`) ? 1 : 2;
    if (rank < 2 || name.includes(text)) ranked[rank]?.push(country);
  }
  return ranked.flat();
}
