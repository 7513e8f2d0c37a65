// shadcn's collapsible: Radix Collapsible as it is (issue 40.3). The trigger carries `aria-expanded` and
// `aria-controls`; the content is mounted only while open.
import { Collapsible as CollapsiblePrimitive } from 'radix-ui';

export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;
