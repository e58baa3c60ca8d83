import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { VisitedClient } from './visited-store.ts';
import { type TabProps, VisitedTab } from './visited-tab.tsx';

type Props = {
  tabs: readonly VisitedClient[];
  activeId: string | null;
  onClose: (id: string) => void;
  onReorder: (tabs: VisitedClient[]) => void;
};

/**
 * The tabs, reorderable by pointer or keyboard. Loaded apart from the shell (the drag library is a
 * fifth of the first load's size): until it arrives the bar shows the same tabs, not yet draggable.
 */
export default function SortableTabs({ tabs, activeId, onClose, onReorder }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = tabs.findIndex((t) => t._id === active.id);
    const to = tabs.findIndex((t) => t._id === over.id);
    onReorder(arrayMove([...tabs], from, to));
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={tabs.map((t) => t._id)} strategy={horizontalListSortingStrategy}>
        <ul className="visited-tabs">
          {tabs.map((t) => (
            <SortableTab key={t._id} tab={t} active={t._id === activeId} onClose={() => onClose(t._id)} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableTab(props: TabProps) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: props.tab._id });
  return (
    <VisitedTab
      {...props}
      drag={{
        ref: setNodeRef,
        style: { transform: CSS.Transform.toString(transform), transition },
        handle: { ...attributes, ...listeners },
      }}
    />
  );
}
