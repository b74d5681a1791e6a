import { useState } from 'react';
import { Box, Button, Center, Group, Image, Input } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImageRef } from '@aula/shared';
import { useValidationTranslator } from '@/components/form/translate-validation';
import { ImagePickerModal } from './image-picker-modal';

export type ImageFieldProps = {
  label: string;
  value: ImageRef | null;
  onChange(value: ImageRef | null): void;
  /** An i18n key (`validation.…`) or a sentence, e.g. the server's field error. */
  error?: string;
  /** The image must be 1:1: the hint says so and a new upload is cropped first. */
  square?: boolean;
  /** Replaces the standard upload hint. */
  description?: string;
};

/**
 * A form field holding one image of the company's library: a thumbnail with change and remove,
 * and a dialog to pick from the library or upload a new image (docs/rules/uploads.md#image-uploads).
 */
export function ImageField({ label, value, onChange, error, square = false, description }: ImageFieldProps) {
  const { t } = useTranslation('media');
  const translate = useValidationTranslator();
  const [opened, setOpened] = useState(false);
  const hint = description ?? t(square ? 'hint.square' : 'hint.any');

  return (
    <Input.Wrapper label={label} description={hint} error={error ? translate(error) : undefined} labelElement="div">
      <Group gap="md" mt={6} align="center">
        <Box
          w={square ? 96 : 160}
          h={96}
          style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', border: '1px solid var(--mantine-color-default-border)' }}
        >
          {value ? (
            <Image src={value.url} alt={label} w="100%" h="100%" fit="cover" />
          ) : (
            <Center h="100%" c="dimmed" role="img" aria-label={t('field.none')}>
              <IconPhoto size={28} />
            </Center>
          )}
        </Box>
        <Group gap="xs">
          <Button variant="default" onClick={() => setOpened(true)} aria-label={`${value ? t('field.change') : t('field.choose')}: ${label}`}>
            {value ? t('field.change') : t('field.choose')}
          </Button>
          {value && (
            <Button variant="subtle" color="red" onClick={() => onChange(null)} aria-label={`${t('field.remove')}: ${label}`}>
              {t('field.remove')}
            </Button>
          )}
        </Group>
      </Group>
      <ImagePickerModal
        opened={opened}
        title={label}
        square={square}
        hint={description}
        selectedId={value?.id}
        onClose={() => setOpened(false)}
        onPick={(image) => {
          onChange(image);
          setOpened(false);
        }}
      />
    </Input.Wrapper>
  );
}
