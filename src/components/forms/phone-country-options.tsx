import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneCountries } from '@/lib/phone-countries';

/**
 * The options of a phone number's country select: every country, named in the UI language and sorted by name, with
 * its calling code ("Deutschland (+49)").
 */
export function PhoneCountryOptions() {
  const { i18n } = useTranslation();
  const countries = useMemo(() => phoneCountries(i18n.language.replace('_', '-')), [i18n.language]);
  return countries.map((country) => (
    <option key={country.code} value={country.code}>
      {`${country.name} (+${country.callingCode})`}
    </option>
  ));
}
