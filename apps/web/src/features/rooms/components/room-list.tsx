import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { Room } from '@aula/shared';
import { RoomRow } from './room-row';

type RoomListProps = {
  rooms: Room[];
  nameOf: (room: Room) => string;
  editHref: (room: Room) => string;
  /** Attendees in the room now. */
  onlineIn: (roomId: number) => number;
  onReorder: (rooms: Room[]) => void;
  onDelete: (room: Room) => void;
};

/** The rooms in order; a row is moved by its handle with the pointer or the keyboard (Space, arrows, Space). */
export function RoomList({ rooms, nameOf, editHref, onlineIn, onReorder, onDelete }: RoomListProps) {
  const { t } = useTranslation('rooms');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => rooms.map((room) => room.id), [rooms]);

  const announcements = useMemo<Announcements>(() => {
    const name = (id: UniqueIdentifier) => {
      const room = rooms.find((candidate) => candidate.id === id);
      return room ? nameOf(room) || t('list.unnamed') : '';
    };
    const position = (id: UniqueIdentifier | undefined) => ({ position: ids.indexOf(Number(id)) + 1, total: ids.length });
    return {
      onDragStart: ({ active }) => t('dnd.picked', { name: name(active.id) }),
      onDragOver: ({ active, over }) => (over ? t('dnd.over', { name: name(active.id), ...position(over.id) }) : undefined),
      onDragEnd: ({ active, over }) => (over ? t('dnd.dropped', { name: name(active.id), ...position(over.id) }) : undefined),
      onDragCancel: ({ active }) => t('dnd.cancelled', { name: name(active.id) }),
    };
  }, [rooms, ids, nameOf, t]);

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(rooms, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {rooms.map((room) => (
            <li key={room.id}>
              <RoomRow room={room} name={nameOf(room)} editHref={editHref(room)} online={onlineIn(room.id)} onDelete={() => onDelete(room)} />
            </li>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
