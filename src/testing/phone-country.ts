// Chooses a phone number's country as a user does (src/components/forms/phone-country-field.tsx): opens the menu by
// its trigger, searches the country by name and clicks it.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The trigger of the phone country field named `label` ("Land der Telefonnummer"), whatever country it shows. */
export function phoneCountryButton(label: string): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(`^${label} `) });
}

export async function choosePhoneCountry(user: UserEvent, label: string, country: string): Promise<void> {
  await user.click(phoneCountryButton(label));
  const menu = within(await screen.findByRole('dialog', { name: label }));
  // Pasted, not typed: each keystroke would draw the list of 240 countries anew (the search by typing is tested
  // with the team's phone rows).
  await user.click(menu.getByRole('combobox'));
  await user.paste(country);
  await user.click(menu.getByRole('option', { name: new RegExp(`^${country}`) }));
}
