import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

type CountryButtonProps = ComponentProps<typeof Button> & {
  /**
   * The id of the field's visible label ("Land"). The button is named by the label and its text, the chosen
   * country ("Land DE +49"): a name must hold the visible text, for speech input (WCAG 2.5.3, issue 38.1).
   */
  labelId: string;
  text: string;
};

/** The phone country menu's trigger: the same look before and after the menu's code has loaded. */
export function CountryButton({ labelId, text, ...props }: CountryButtonProps) {
  return (
    <Button
      type="button"
      variant="secondary"
      aria-labelledby={`${labelId} ${labelId}-value`}
      className="h-10 gap-1 px-2"
      {...props}
    >
      <span id={`${labelId}-value`} dir="ltr">
        {text}
      </span>
      <ChevronDown aria-hidden="true" className="size-4" />
    </Button>
  );
}
