import { lazy, startTransition, Suspense, useId, useMemo, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues, type RefCallBack } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { DEFAULT_PHONE_COUNTRY, phoneCountries } from '@/lib/phone-countries';
import { PhoneCountryButton } from './phone-country-button';

const loadPhoneCountryMenu = () => import('./phone-country-menu');
const PhoneCountryMenu = lazy(loadPhoneCountryMenu);

interface PhoneCountryFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** The form field that holds the country's ISO code ("DE"). */
  name: FieldPath<Values>;
  /** The field's visible label ("Land der Telefonnummer"); it names the trigger and the menu. */
  label: string;
  /** The chosen country as its code and calling code ("DE +49"), for a row beside a number; else by its name. */
  compact?: boolean;
  className?: string;
}

/**
 * The country of a phone number, the one way the portal asks for it (the team's phone rows, the application
 * wizard, the referral and the listing's contact): a menu at most 300 px high (spec point 9) with every country
 * and its calling code, and a search by name or calling code. Radix's popover with the shared combobox (about
 * 24 KB) loads with the first opening (`./phone-country-menu`), not with the page (issue 23); pointing at or focusing
 * the trigger starts loading, so a click usually finds it ready.
 */
export function PhoneCountryField<Values extends FieldValues>({
  control,
  name,
  ...shown
}: PhoneCountryFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneCountryPicker
          {...shown}
          value={typeof field.value === 'string' ? field.value : DEFAULT_PHONE_COUNTRY}
          onChoose={field.onChange}
          onBlur={field.onBlur}
          buttonRef={field.ref}
        />
      )}
    />
  );
}

interface PhoneCountryPickerProps extends Pick<PhoneCountryFieldProps<FieldValues>, 'label' | 'compact' | 'className'> {
  value: string;
  onChoose: (code: string) => void;
  onBlur: () => void;
  /** Lets the form move the focus to the field (`setFocus`). */
  buttonRef: RefCallBack;
}

function PhoneCountryPicker({
  label,
  compact = false,
  className,
  value,
  onChoose,
  onBlur,
  buttonRef,
}: PhoneCountryPickerProps) {
  const { i18n } = useTranslation();
  const countries = useMemo(() => phoneCountries(i18n.language.replace('_', '-')), [i18n.language]);
  const current = countries.find((entry) => entry.code === value);
  const labelId = useId();
  const [wanted, setWanted] = useState(false);
  const buttonText = current ? (compact ? current.code : current.name) : value;
  const trigger = (
    <PhoneCountryButton
      ref={buttonRef}
      labelId={labelId}
      text={buttonText}
      callingCode={current?.callingCode}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadPhoneCountryMenu()}
      onFocus={() => void loadPhoneCountryMenu()}
      onBlur={onBlur}
      // A transition keeps this trigger (and its focus) on screen until the menu has loaded.
      onClick={() => startTransition(() => setWanted(true))}
    />
  );
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <span id={labelId} className="text-sm font-medium text-foreground">
        {label}
      </span>
      <Suspense fallback={trigger}>
        {wanted ? (
          <PhoneCountryMenu
            trigger={
              <PhoneCountryButton
                ref={buttonRef}
                labelId={labelId}
                text={buttonText}
                callingCode={current?.callingCode}
                onBlur={onBlur}
              />
            }
            labelId={labelId}
            label={label}
            countries={countries}
            value={value}
            onChoose={onChoose}
          />
        ) : (
          trigger
        )}
      </Suspense>
    </div>
  );
}
