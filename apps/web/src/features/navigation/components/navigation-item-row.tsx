import { ActionIcon, Badge, Group, Paper, Radio, Select, Stack, Switch, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BUILT_IN_NAVIGATION_LABELS,
  NAVIGATION_ICONS,
  NAVIGATION_LABEL_MAX_LENGTH,
  NAVIGATION_URL_MAX_LENGTH,
  type NavigationIcon,
} from '@aula/shared';
import { canBeLanding, type NavigationFormItem } from '../lib/navigation-form-values';
import { NAVIGATION_ICON_COMPONENTS } from '../lib/navigation-icons';

type FieldProps = { value?: unknown; onChange: (value: unknown) => void; error?: ReactNode; onBlur?: () => void; onFocus?: () => void };

export type NavigationItemRowProps = {
  item: NavigationFormItem;
  index: number;
  /** The name the row shows: the label in the UI language, or the default name. */
  name: string;
  field: (path: string) => FieldProps;
  onVisibleChange: (visible: boolean) => void;
  onRemove: () => void;
  landingError?: ReactNode;
};

/** One menu item: drag handle, icon, labels, the link's address, visibility and the landing choice. */
export function NavigationItemRow({ item, index, name, field, onVisibleChange, onRemove, landingError }: NavigationItemRowProps) {
  const { t } = useTranslation('navigation');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  const at = (fieldName: string) => `items.${index}.${fieldName}`;
  const isLink = item.kind === 'link';
  const defaults = item.kind === 'link' ? null : BUILT_IN_NAVIGATION_LABELS[item.kind];
  const ItemIcon = NAVIGATION_ICON_COMPONENTS[item.icon];
  const text = (path: string) => {
    const { value, onChange, ...rest } = field(path);
    return { ...rest, value: value as string, onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value) };
  };

  return (
    <Paper
      ref={setNodeRef}
      component="li"
      withBorder
      p="md"
      aria-label={name}
      data-testid="navigation-item"
      data-kind={item.kind}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        // A hidden item is told apart by its background, not by faded (hard to read) text.
        backgroundColor: item.visible ? undefined : 'var(--mantine-color-gray-0)',
      }}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('dragHandle', { name })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size="md" aria-hidden>
              <ItemIcon size={16} />
            </ThemeIcon>
            <Text fw={600} data-testid="navigation-item-name" truncate>
              {name}
            </Text>
            {isLink && (
              <Badge variant="light" color="gray">
                {t('customLink')}
              </Badge>
            )}
          </Group>
          <Group grow align="flex-start" gap="sm">
            <TextInput
              {...text(at('labelEn'))}
              label={t('fields.labelEn')}
              placeholder={defaults?.en}
              maxLength={NAVIGATION_LABEL_MAX_LENGTH}
              required={isLink}
            />
            <TextInput {...text(at('labelDe'))} label={t('fields.labelDe')} placeholder={defaults?.de} maxLength={NAVIGATION_LABEL_MAX_LENGTH} />
            <Select
              {...field(at('icon'))}
              value={item.icon}
              onChange={(value) => value && field(at('icon')).onChange(value as NavigationIcon)}
              label={t('fields.icon')}
              data={NAVIGATION_ICONS.map((icon) => ({ value: icon, label: t(`icons.${icon}`) }))}
              leftSection={<ItemIcon size={16} aria-hidden />}
              renderOption={({ option }) => {
                const OptionIcon = NAVIGATION_ICON_COMPONENTS[option.value as NavigationIcon];
                return (
                  <Group gap="xs" wrap="nowrap">
                    <OptionIcon size={16} aria-hidden />
                    <span>{option.label}</span>
                  </Group>
                );
              }}
              allowDeselect={false}
            />
          </Group>
          {isLink && (
            <TextInput {...text(at('url'))} label={t('fields.url')} placeholder="https://" type="url" required maxLength={NAVIGATION_URL_MAX_LENGTH} />
          )}
        </Stack>
        <Stack gap="sm" align="flex-start" style={{ flex: 'none', minWidth: 150 }}>
          <Switch checked={item.visible} onChange={(event) => onVisibleChange(event.currentTarget.checked)} label={t('fields.visible')} />
          <Radio value={item.key} label={t('fields.landing')} disabled={!canBeLanding(item)} />
          {landingError && (
            <Text size="xs" c="red" role="alert">
              {landingError}
            </Text>
          )}
          {isLink && (
            <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('remove', { name })}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
