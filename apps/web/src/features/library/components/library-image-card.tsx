import { ActionIcon, Card, Group, Image, List, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { formatByteSize, type ImageUsage, type LibraryImage } from '@aula/shared';

type LibraryImageCardProps = { image: LibraryImage; onDelete(image: LibraryImage): void };

/** One library image: thumbnail, name, pixel and byte size (1024 steps, docs/rules/uploads.md#byte-sizes) and where it is used. */
export function LibraryImageCard({ image, onDelete }: LibraryImageCardProps) {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const usage = (entry: ImageUsage) => t(`usage.${entry.kind}`, { label: entry.label, event: entry.eventName });
  const deleteLabel = t('delete.button', { name: image.fileName });

  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={image.fileName}>
      <Card.Section>
        <Image src={image.url} alt={image.fileName} h={160} fit="cover" loading="lazy" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate="end" title={image.fileName}>
            {image.fileName}
          </Text>
          <Tooltip label={deleteLabel}>
            <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={() => onDelete(image)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Text size="sm" c="dimmed">
          {t('size', { width: image.width, height: image.height, bytes: formatByteSize(image.byteSize, language) })}
        </Text>
        {image.usedBy.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('usage.none')}
          </Text>
        ) : (
          <>
            <Text size="sm">{t('usage.title')}</Text>
            <List size="sm" spacing={2}>
              {image.usedBy.map((entry) => (
                <List.Item key={`${entry.kind}-${entry.eventId}-${entry.label}`}>{usage(entry)}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}
