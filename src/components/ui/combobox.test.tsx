// The portal's one combobox (couple search, providers' search, phone country menu) follows WAI-ARIA's combobox
// pattern with aria-activedescendant: typing filters, the arrow keys move the highlighted option while the focus
// stays in the field, Enter or a click chooses, Escape goes to the caller or closes what holds the combobox.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Direction } from 'radix-ui';
import { useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboboxInput, ComboboxList, useCombobox } from './combobox';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

const FRUITS = ['Apfel', 'Aprikose', 'Banane', 'Birne', 'Kirsche'] as const;

function FruitCombobox({
  onChoose,
  onEscape,
}: {
  onChoose: (fruit: string) => void;
  onEscape?: (clear: () => void) => boolean;
}) {
  const [term, setTerm] = useState('');
  const options = useMemo(() => FRUITS.filter((fruit) => fruit.toLowerCase().includes(term.toLowerCase())), [term]);
  const combobox = useCombobox({
    options,
    onChoose,
    ...(onEscape ? { onEscape: () => onEscape(() => setTerm('')) } : {}),
  });
  return (
    <>
      <label htmlFor="fruit">Obst</label>
      <ComboboxInput id="fruit" combobox={combobox} value={term} onChange={(event) => setTerm(event.target.value)} />
      <ComboboxList combobox={combobox} label="Obstsorten" optionKey={(fruit) => fruit}>
        {(fruit) => fruit}
      </ComboboxList>
    </>
  );
}

const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Obstsorten' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Combobox', () => {
  it('filters as the user types and names the list it controls', async () => {
    const user = userEvent.setup();
    render(<FruitCombobox onChoose={vi.fn()} />);
    const field = screen.getByRole('combobox', { name: 'Obst' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Obstsorten' }).id);
    expect(optionNames()).toEqual([...FRUITS]);

    await user.type(field, 'ir');
    expect(optionNames()).toEqual(['Birne', 'Kirsche']);
    expect(screen.getByRole('option', { name: 'Birne' })).toHaveAttribute('aria-selected', 'true');

    await user.type(field, 'x');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves the highlighted option with the arrow keys (round the ends), keeps the focus and chooses with Enter', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    render(<FruitCombobox onChoose={chosen} />);
    const field = screen.getByRole('combobox', { name: 'Obst' });
    await user.type(field, 'b');
    expect(optionNames()).toEqual(['Banane', 'Birne']);
    const [banane, birne] = screen.getAllByRole('option');
    expect(field).toHaveAttribute('aria-activedescendant', banane?.id);

    await user.keyboard('{ArrowDown}');
    expect(birne).toHaveAttribute('aria-selected', 'true');
    expect(banane).toHaveAttribute('aria-selected', 'false');
    expect(field).toHaveAttribute('aria-activedescendant', birne?.id);
    expect(field).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', banane?.id);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', birne?.id);

    await user.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledExactlyOnceWith('Birne');
  });

  it('starts at the first option again when the options change', async () => {
    const user = userEvent.setup();
    render(<FruitCombobox onChoose={vi.fn()} />);
    const field = screen.getByRole('combobox', { name: 'Obst' });
    await user.type(field, 'i');
    expect(optionNames()).toEqual(['Aprikose', 'Birne', 'Kirsche']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Kirsche');
    await user.type(field, 'r');
    expect(optionNames()).toEqual(['Birne', 'Kirsche']);
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Birne');
  });

  it('chooses a clicked option and leaves the focus in the field', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    render(<FruitCombobox onChoose={chosen} />);
    const field = screen.getByRole('combobox', { name: 'Obst' });
    await user.click(field);
    await user.hover(screen.getByRole('option', { name: 'Kirsche' }));
    expect(screen.getByRole('option', { name: 'Kirsche' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'Kirsche' }));
    expect(chosen).toHaveBeenCalledExactlyOnceWith('Kirsche');
    expect(field).toHaveFocus();
  });

  it('gives Escape to the caller first (here: it clears the typed text)', async () => {
    const user = userEvent.setup();
    render(
      <FruitCombobox
        onChoose={vi.fn()}
        onEscape={(clear) => {
          clear();
          return true;
        }}
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Obst' });
    await user.type(field, 'kir');
    expect(optionNames()).toEqual(['Kirsche']);
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('in a popover: Escape closes it and the focus returns to the trigger; a choice is reported once', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    render(
      <Popover>
        <PopoverTrigger>Obst wählen</PopoverTrigger>
        <PopoverContent aria-label="Obst wählen">
          <FruitCombobox onChoose={chosen} />
        </PopoverContent>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Obst wählen' });
    await user.click(trigger);
    const field = await screen.findByRole('combobox', { name: 'Obst' });
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Obst' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.type(await screen.findByRole('combobox', { name: 'Obst' }), 'ban{Enter}');
    expect(chosen).toHaveBeenCalledExactlyOnceWith('Banane');
  });

  it('moves the same way right to left (Arabic): down is the next option', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    render(
      <div dir="rtl">
        <Direction.Provider dir="rtl">
          <FruitCombobox onChoose={chosen} />
        </Direction.Provider>
      </div>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Obst' }), 'a');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toHaveBeenCalledExactlyOnceWith('Aprikose');
  });
});
