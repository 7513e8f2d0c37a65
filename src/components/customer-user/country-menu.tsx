import type { ReactElement } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { PhoneCountry } from '@/lib/phone-countries';

interface CountryMenuProps {
  /** The trigger, drawn like the one shown before this module loaded (`CountryButton`). */
  trigger: ReactElement;
  countries: readonly PhoneCountry[];
  onChoose: (code: string) => void;
}

/**
 * The phone country menu itself (spec point 9: 300 px high, every country with its calling code). Mounted by the
 * first click on the trigger (`CountryMenu` in customer-user-fields), so it opens at once, and stays mounted.
 */
export default function CountryMenu({ trigger, countries, onChoose }: CountryMenuProps) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-[300px] w-72 overflow-y-auto">
        {countries.map((entry) => (
          <DropdownMenuItem key={entry.code} onSelect={() => onChoose(entry.code)}>
            <span className="flex-1" dir="auto">
              {entry.name}
            </span>
            <span className="text-xs text-muted-foreground" dir="ltr">
              +{entry.callingCode}
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
