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
import { GripVertical, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { call } from '../../lib/api/call.ts';
import { readVisited, removeVisited, type VisitedClient, writeVisited } from './visited-store.ts';

/**
 * Spec point 2: recently visited clients, shown only when there are some. Each tab is fetched by
 * id for its current name; if loading fails the list resets to empty and the failure is logged.
 */
export function VisitedClientsBar({ brand }: { brand: string }) {
  const [tabs, setTabs] = useState(() => readVisited(brand));
  const { pathname } = useLocation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    const reload = () => setTabs(readVisited(brand));
    reload();
    window.addEventListener('visited-clients', reload);
    return () => window.removeEventListener('visited-clients', reload);
  }, [brand]);

  useEffect(() => {
    const stored = readVisited(brand);
    if (stored.length === 0) return;
    let cancelled = false;
    Promise.all(stored.map((t) => call('getClient', { params: { id: t._id } })))
      .then((clients) => {
        if (cancelled) return;
        const fresh = stored.map((t, i) => {
          const c = clients[i];
          return c ? { ...t, readableId: c.readableId, name: `${c.first_name} ${c.last_name}` } : t;
        });
        setTabs(writeVisited(brand, fresh));
      })
      .catch((error: unknown) => {
        console.error('Failed to load visited clients', error);
        if (!cancelled) setTabs(writeVisited(brand, []));
      });
    return () => {
      cancelled = true;
    };
  }, [brand]);

  if (tabs.length === 0) return null;

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = tabs.findIndex((t) => t._id === active.id);
    const to = tabs.findIndex((t) => t._id === over.id);
    setTabs(writeVisited(brand, arrayMove(tabs, from, to)));
  }

  return (
    <nav className="visited-bar" aria-label="Recently visited clients">
      <Link to="/clients" className="visited-all">
        Clients
      </Link>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={tabs.map((t) => t._id)} strategy={horizontalListSortingStrategy}>
          <ul className="visited-tabs">
            {tabs.map((t) => (
              <VisitedTab
                key={t._id}
                tab={t}
                active={pathname === `/clients/${t._id}`}
                onClose={() => setTabs(removeVisited(brand, t._id))}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </nav>
  );
}

function VisitedTab({ tab, active, onClose }: { tab: VisitedClient; active: boolean; onClose: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: tab._id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={active ? 'visited-tab active' : 'visited-tab'}
    >
      <button
        type="button"
        className="icon-button drag-handle"
        {...attributes}
        {...listeners}
        aria-label={`Move ${tab.name}`}
      >
        <GripVertical size={14} />
      </button>
      <Link to={`/clients/${tab._id}`} aria-current={active ? 'page' : undefined}>
        <strong>{tab.readableId}</strong> {tab.name}
      </Link>
      <button type="button" className="icon-button" aria-label={`Close ${tab.name}`} onClick={onClose}>
        <X size={14} />
      </button>
    </li>
  );
}
