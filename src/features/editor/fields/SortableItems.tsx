// Reordering a list by dragging, with a pointer or the keyboard (Space to pick up, arrows, Space to
// drop, Escape to cancel), each step said to screen readers in the items' own words.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

export interface SortableItemsProps {
  keys: readonly string[];
  /** How an item is named aloud: "Service 2, The Signature Curl Cut". */
  nameOf: (key: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

const instructions = {
  draggable:
    'To move this item, press Space or Enter to pick it up, the up and down arrows to move it, Space or Enter to drop it, or Escape to leave it where it was.',
};

export function SortableItems({ keys, nameOf, onMove, children }: SortableItemsProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const place = (id: UniqueIdentifier) => `position ${keys.indexOf(String(id)) + 1} of ${keys.length}`;
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over ${place(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at ${place(over.id)}.` : `${name(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled: ${name(active.id)} stays at ${place(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={[...keys]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
