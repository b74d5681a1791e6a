import { Box, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { fontStack, normalizeHexColor, textColorOn } from '@aula/shared';
import { formatDateTime, formatTime } from '@/lib/date-format';
import type { DesignFormValues } from '../lib/design-form-values';

export type PreviewEvent = { name: string; startDate: string; endDate: string; startTime: string; endTime: string };

type DesignPreviewProps = { values: DesignFormValues; fallback: Pick<DesignFormValues, 'primaryColor' | 'backgroundColor' | 'accentColor'>; event: PreviewEvent | null };

function eventDates(event: PreviewEvent, language: string): string {
  const start = formatDateTime(event.startDate, event.startTime, language);
  const end = event.endDate === event.startDate ? formatTime(event.endTime) : formatDateTime(event.endDate, event.endTime, language);
  return `${start} – ${end}`;
}

/**
 * A miniature of the public page with the form's current values: banner, logo, name, dates, a
 * button in the primary colour and a card in the accent colour, each with the text colour the
 * public page will use on it (weighted luminance, threshold 165). A colour still being typed shows
 * the last valid one.
 */
export function DesignPreview({ values, fallback, event }: DesignPreviewProps) {
  const { t } = useTranslation('design');
  const { language } = useLanguage();
  const colour = (field: keyof DesignPreviewProps['fallback']) => normalizeHexColor(values[field]) ?? fallback[field];
  const primary = colour('primaryColor');
  const background = colour('backgroundColor');
  const accent = colour('accentColor');

  return (
    <Box
      role="region"
      aria-label={t('preview.label')}
      data-testid="design-preview"
      style={{
        background,
        color: textColorOn(background),
        fontFamily: fontStack(values.font),
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-default-border)',
        overflow: 'hidden',
      }}
    >
      <Box h={110} style={{ background: primary, position: 'relative' }} data-testid="preview-banner">
        {values.banner && <Image src={values.banner.url} alt={t('fields.banner')} h={110} w="100%" fit="cover" />}
      </Box>
      <Stack gap="sm" p="md" style={{ fontFamily: 'inherit' }}>
        <Group gap="sm" wrap="nowrap" align="center">
          {(values.logo ?? values.image) && (
            <Image
              src={(values.logo ?? values.image)!.url}
              alt={t('fields.logo')}
              w={56}
              h={56}
              radius="sm"
              fit="cover"
              style={{ marginTop: -40, border: `3px solid ${background}`, flex: 'none' }}
            />
          )}
          <Box style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" lh={1.2} style={{ fontFamily: 'inherit', color: 'inherit' }} data-testid="preview-name" truncate>
              {event?.name || t('preview.eventName')}
            </Text>
            {event && (
              <Text size="xs" style={{ fontFamily: 'inherit', color: 'inherit', opacity: 0.8 }}>
                {eventDates(event, language)}
              </Text>
            )}
          </Box>
        </Group>
        <Box
          component="span"
          data-testid="preview-button"
          style={{
            alignSelf: 'flex-start',
            background: primary,
            color: textColorOn(primary),
            padding: '6px 14px',
            borderRadius: 'var(--mantine-radius-sm)',
            fontWeight: 600,
            fontSize: 'var(--mantine-font-size-sm)',
          }}
        >
          {t('preview.button')}
        </Box>
        <Box data-testid="preview-card" p="sm" style={{ background: accent, color: textColorOn(accent), borderRadius: 'var(--mantine-radius-sm)' }}>
          <Text size="sm" fw={600} style={{ fontFamily: 'inherit', color: 'inherit' }}>
            {t('preview.cardTitle')}
          </Text>
          <Text size="xs" style={{ fontFamily: 'inherit', color: 'inherit' }}>
            {t('preview.cardText')}
          </Text>
        </Box>
      </Stack>
    </Box>
  );
}
