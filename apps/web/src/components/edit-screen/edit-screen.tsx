import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { loadingProps } from '@/components/ui/loading-props';

export type BackLink = { href: string; label: string };

/** The frame of every screen that adds or edits one item of a list: the way back, the title, the content. */
export function EditScreen({ back, title, children }: { back: BackLink; title: string; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.href} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {back.label}
      </Anchor>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

type Loaded<T> = { data: T | undefined; isError: boolean };

/**
 * What an edit screen shows until the item it edits has loaded: placeholders in the form's shape
 * while it loads, and a way back to the list when it cannot be loaded (gone, or not the user's).
 */
export function EditLoadState<T>({
  query,
  back,
  texts,
  children,
}: {
  query: Loaded<T>;
  back: BackLink;
  texts: { loading: string; loadFailed: string };
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <Alert color="red" title={texts.loadFailed}>
        <Button component={Link} to={back.href} variant="light" size="xs">
          {back.label}
        </Button>
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <Stack gap="md" {...loadingProps(texts.loading)}>
        <Skeleton height={260} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  return children(query.data);
}
