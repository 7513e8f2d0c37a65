// A form that opens in the page in place of the button that opened it (a new catalogue, a catalogue's prices): the
// button leaves the page, and with it the focus, which fell to the page body, so typed text went nowhere (acceptance
// walk of issue 38). The form takes the focus on its first field when it opens (react-hook-form's `setFocus` in the
// form), and the button takes it back when the form closes, as a dialog gives it back to its opener.
import { type RefObject, useEffect, useRef } from 'react';

/** Focuses `opener` when `open` turns false (not on the first render). */
export function useReturnFocusOnClose(open: boolean, opener: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open, opener]);
}
