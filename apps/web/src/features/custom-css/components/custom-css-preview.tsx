import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_CSS_PREVIEW_MESSAGE } from '@/lib/custom-css-preview';

type CustomCssPreviewProps = { code: string | null; sanitizedCss: string | null };

/** One real page in a frame, shown with the draft as the server would keep it. */
function PreviewFrame({ title, src, sanitizedCss }: { title: string; src: string; sanitizedCss: string | null }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const send = () => {
    if (sanitizedCss !== null) frame.current?.contentWindow?.postMessage({ type: CUSTOM_CSS_PREVIEW_MESSAGE, css: sanitizedCss }, window.location.origin);
  };
  useEffect(send);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <iframe ref={frame} title={title} src={src} onLoad={send} style={{ width: '100%', height: '28rem', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }} />
    </Stack>
  );
}

/**
 * The venue and the public page side by side, each the real page of the event showing the draft
 * as the server would keep it (docs/rules/design.md#custom-css). A draft event has neither page yet.
 */
export function CustomCssPreview({ code, sanitizedCss }: CustomCssPreviewProps) {
  const { t } = useTranslation('custom-css');
  if (!code) return <Text size="sm">{t('preview.unpublished')}</Text>;
  const path = `/e/${encodeURIComponent(code)}`;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <PreviewFrame title={t('preview.venue')} src={`${path}/venue`} sanitizedCss={sanitizedCss} />
      <PreviewFrame title={t('preview.publicPage')} src={path} sanitizedCss={sanitizedCss} />
    </SimpleGrid>
  );
}
