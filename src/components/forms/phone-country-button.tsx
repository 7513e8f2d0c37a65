import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type PhoneCountryButtonProps = ComponentProps<typeof Button> & {
  /**
   * The id of the field's visible label ("Land"). The button is named by the label and its text, the chosen
   * country ("Land DE +49"): a name must hold the visible text, for speech input (WCAG 2.5.3, issue 38.1).
   */
  labelId: string;
  /** The chosen country: its code ("DE") or its name. */
  text: string;
  /** Its calling code ("49"), shown as "+49". */
  callingCode: string | undefined;
};

/** The phone country menu's trigger: the same look before and after the menu's code has loaded. */
export function PhoneCountryButton({ labelId, text, callingCode, className, ...props }: PhoneCountryButtonProps) {
  return (
    <Button
      type="button"
      variant="secondary"
      aria-labelledby={`${labelId} ${labelId}-value`}
      className={cn('h-10 min-w-0 justify-between gap-1 px-2', className)}
      {...props}
    >
      <span id={`${labelId}-value`} className="flex min-w-0 gap-1">
        {/* A name keeps its own direction (Arabic in Arabic), the calling code reads left to right. */}
        <span className="truncate" dir="auto">
          {text}
        </span>
        {/* The space between the two is for the button's name ("Land DE +49"); the flex row draws the gap. */}
        {callingCode ? (
          <>
            {' '}
            <span dir="ltr">+{callingCode}</span>
          </>
        ) : null}
      </span>
      <ChevronDown aria-hidden="true" className="size-4" />
    </Button>
  );
}
