import { ActionIcon, Badge, Box, Center, Group, Image, Paper, Text, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconEye, IconEyeOff, IconGripVertical, IconPencil, IconPhoto, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Room } from '@aula/shared';

type RoomRowProps = { room: Room; name: string; editHref: string; online: number; onDelete: () => void };

/** One room of the list: drag handle, image or placeholder, name, type, visibility, attendees in it now, edit and delete. */
export function RoomRow({ room, name, editHref, online, onDelete }: RoomRowProps) {
  const { t } = useTranslation('rooms');
  const { t: tPresence } = useTranslation('presence');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: room.id });
  const shownName = name || t('list.unnamed');

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      data-testid="room-row"
      shadow={isDragging ? 'md' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined }}
    >
      <Group wrap="nowrap" gap="md">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t('list.dragHandle', { name: shownName })}
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Box w={56} h={56} style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', background: 'var(--mantine-color-default-hover)' }}>
          {room.image ? (
            <Image src={room.image.url} alt="" w={56} h={56} fit="cover" />
          ) : (
            <Center h="100%" c="dimmed" title={t('list.noImage')}>
              <IconPhoto size={24} aria-hidden />
            </Center>
          )}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate="end" data-testid="room-name">
            {shownName}
          </Text>
          <Group gap="xs" mt={4}>
            <Badge variant="light" size="sm">
              {t(`types.${room.type}`)}
            </Badge>
            <Badge
              variant="outline"
              size="sm"
              color={room.visible ? 'teal.9' : 'gray.7'}
              leftSection={room.visible ? <IconEye size={12} aria-hidden /> : <IconEyeOff size={12} aria-hidden />}
            >
              {room.visible ? t('list.visible') : t('list.hidden')}
            </Badge>
            {online > 0 && (
              <Badge
                variant="light"
                size="sm"
                color="teal.9"
                leftSection={<IconUsers size={12} aria-hidden />}
                data-testid="room-online"
              >
                {tPresence('roomOnline', { count: online })}
              </Badge>
            )}
          </Group>
        </Box>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('list.edit')}>
            <ActionIcon component={Link} to={editHref} variant="subtle" aria-label={t('list.editRoom', { name: shownName })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('list.delete')}>
            <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('list.deleteRoom', { name: shownName })}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
