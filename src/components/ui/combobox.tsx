// The portal's one combobox (issues 39.3 and 40.3): a text field that filters or searches, and a listbox of its
// options, after WAI-ARIA's combobox pattern with `aria-activedescendant` (the focus stays in the field while the
// arrow keys move the highlighted option; Enter chooses it). The couple search and the providers' search show the
// list under the field; the phone country menu puts field and list into a popover (shadcn's Popover + list).
// No library: cmdk would bring its own filter and state machine for what these ~100 lines do (docs/decisions/0002).
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

interface ComboboxOptions<T> {
  /** The options shown now, in their order. A new array (a new answer, a new filter) highlights its first again. */
  options: readonly T[];
  onChoose: (option: T) => void;
  /** The option highlighted first (the one chosen before, in a menu); later lists start at their first. */
  initialIndex?: number;
  /**
   * Escape in the field. Without it the key goes on to what holds the combobox: a dialog or a popover closes and
   * gives the focus back to its trigger. Return true when it was handled here (e.g. the typed text cleared).
   */
  onEscape?: () => boolean;
}

export interface ComboboxState<T> extends Required<Pick<ComboboxOptions<T>, 'options'>> {
  listId: string;
  activeIndex: number;
  optionId: (index: number) => string;
  setActiveIndex: (index: number) => void;
  choose: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The state of one combobox: which option is highlighted, and the keys of its field. */
export function useCombobox<T>({
  options,
  onChoose,
  initialIndex = 0,
  onEscape,
}: ComboboxOptions<T>): ComboboxState<T> {
  const listId = useId();
  // The highlighted option belongs to one list of options; a new list starts at its first option again.
  const [active, setActive] = useState<{ index: number; options: readonly T[] }>({ index: initialIndex, options });
  const activeIndex = active.options === options && active.index < options.length ? active.index : 0;
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);
  const setActiveIndex = (index: number) => setActive({ index, options });
  const choose = (index: number) => {
    const option = options[index];
    if (option !== undefined) onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (onEscape?.()) {
        event.preventDefault();
        event.stopPropagation();
      }
      return;
    }
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(activeIndex);
    }
  };

  return { options, listId, activeIndex, optionId, setActiveIndex, choose, onKeyDown };
}

type ComboboxInputProps = Omit<ComponentProps<typeof Input>, 'role'> & { combobox: ComboboxState<unknown> };

/** The combobox's field: the text that filters or searches; it keeps the focus while the arrow keys move. */
export function ComboboxInput({ combobox, onKeyDown, ...props }: ComboboxInputProps) {
  const expanded = combobox.options.length > 0;
  return (
    <Input
      type="search"
      autoComplete="off"
      {...props}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={combobox.listId}
      aria-activedescendant={expanded ? combobox.optionId(combobox.activeIndex) : undefined}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) combobox.onKeyDown(event);
      }}
    />
  );
}

interface ComboboxListProps<T> {
  combobox: ComboboxState<T>;
  /** The listbox's name ("Suchergebnisse"). */
  label: string;
  optionKey: (option: T) => string | number;
  children: (option: T) => ReactNode;
  busy?: boolean;
  className?: string;
  optionClassName?: string;
}

/** The combobox's options; hidden while there are none, so the field's `aria-controls` always names it. */
export function ComboboxList<T>({
  combobox,
  label,
  optionKey,
  children,
  busy,
  className,
  optionClassName,
}: ComboboxListProps<T>) {
  const { options, activeIndex, optionId, setActiveIndex, choose } = combobox;
  const listRef = useRef<HTMLUListElement>(null);
  // A list that scrolls (the 240 countries) brings the highlighted option into its box; only the list scrolls, not
  // the page or dialog around it (`scrollIntoView` would move those too).
  useEffect(() => {
    const list = listRef.current;
    const option = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !option) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
  }, [activeIndex, options]);
  return (
    <ul
      ref={listRef}
      id={combobox.listId}
      role="listbox"
      aria-label={label}
      aria-busy={busy || undefined}
      // Relative: the options' offsets are measured from the list.
      className={cn('relative grid gap-1', options.length === 0 && 'hidden', className)}
    >
      {options.map((option, index) => (
        // The keyboard chooses through the field (a combobox with aria-activedescendant), not on the option.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={optionKey(option)}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          onClick={() => choose(index)}
          // The field keeps the focus (and the phone its keyboard) when an option is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
          className={cn('cursor-pointer rounded-md px-3 py-2 aria-selected:bg-brand-50', optionClassName)}
        >
          {children(option)}
        </li>
      ))}
    </ul>
  );
}
