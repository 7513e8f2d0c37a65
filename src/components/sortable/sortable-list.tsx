// A vertical list the user reorders by dragging a handle, with the pointer, touch or the keyboard (dnd-kit:
// Space or Enter picks an entry up, the arrow keys move it, Space or Enter drops it, Escape puts it back), each
// step announced to screen readers in the caller's words. Shared by every reorderable list (products, media of a
// gallery); dnd-kit weighs about 16 KB gzipped and is imported only by the pages that use this component.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { type ReactNode, useMemo, useRef } from 'react';
import { cn } from '@/lib/cn';

/** Where an entry is: its label and its 1-based position in a list of `total`. */
export interface SortablePosition {
  label: string;
  position: number;
  total: number;
}

/** The caller's texts (the component has none of its own, so every feature speaks in its own words). */
export interface SortableTexts {
  /** How to reorder with the keyboard; read when the handle gets the focus. */
  instructions: string;
  /** The handle's accessible name, e.g. "Produkt „Schleier“ verschieben". */
  handleLabel: (label: string) => string;
  pickedUp: (at: SortablePosition) => string;
  movedTo: (at: SortablePosition) => string;
  dropped: (at: SortablePosition) => string;
  cancelled: (at: SortablePosition) => string;
}

interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => number;
  getLabel: (item: T) => string;
  /** The list in its new order; called once per completed move. */
  onReorder: (next: T[]) => void;
  texts: SortableTexts;
  /** No handles, no dragging (read-only rights, a save in progress). */
  disabled?: boolean;
  /** The list's accessible name. */
  'aria-label': string;
  /** `grid`: entries wrap in rows (a media grid); the default is a vertical list. */
  layout?: 'list' | 'grid';
  className?: string;
  /** One entry; `handle` is the drag handle to place in it (null while disabled). */
  children: (item: T, handle: ReactNode) => ReactNode;
}

export function SortableList<T>({
  items,
  getId,
  getLabel,
  onReorder,
  texts,
  disabled = false,
  layout = 'list',
  className,
  children,
  ...props
}: SortableListProps<T>) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map(getId), [items, getId]);

  const positionOf = (id: UniqueIdentifier | undefined): SortablePosition | null => {
    const index = ids.findIndex((candidate) => candidate === id);
    const item = items[index];
    return item === undefined ? null : { label: getLabel(item), position: index + 1, total: items.length };
  };
  const at = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) => {
    const active = positionOf(activeId);
    const over = positionOf(overId ?? activeId);
    return active && over ? { ...over, label: active.label } : null;
  };
  // dnd-kit reports the entry under the dragged one at once, which is the dragged one itself: announcing it
  // would replace "picked up" before a screen reader reads it. Only a change of place is announced.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      const position = positionOf(active.id);
      return position ? texts.pickedUp(position) : undefined;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      const position = at(active.id, over.id);
      return position ? texts.movedTo(position) : undefined;
    },
    onDragEnd: ({ active, over }) => {
      lastOver.current = null;
      const position = at(active.id, over?.id);
      return position ? texts.dropped(position) : undefined;
    },
    onDragCancel: ({ active }) => {
      lastOver.current = null;
      const position = positionOf(active.id);
      return position ? texts.cancelled(position) : undefined;
    },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.findIndex((id) => id === active.id);
    const to = ids.findIndex((id) => id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
        disabled={disabled}
      >
        <ul
          aria-label={props['aria-label']}
          className={cn(layout === 'grid' ? 'grid gap-3' : 'flex flex-col gap-2', className)}
        >
          {items.map((item) => (
            <SortableEntry
              key={getId(item)}
              id={getId(item)}
              handleLabel={texts.handleLabel(getLabel(item))}
              disabled={disabled}
            >
              {(handle) => children(item, handle)}
            </SortableEntry>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableEntry({
  id,
  handleLabel,
  disabled,
  children,
}: {
  id: number;
  handleLabel: string;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const handle = disabled ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      className="grid size-10 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-brand-700 active:cursor-grabbing"
    >
      <GripVertical className="size-5" aria-hidden="true" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      data-sortable-id={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-10 opacity-90 shadow-lg')}
    >
      {children(handle)}
    </li>
  );
}
