import { useState } from 'react';
import { Alert, Badge, Button, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatShownDateTimeInZone, type Restriction } from '@aula/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { showToast } from '@/components/ui/toasts';
import { ApiError } from '@/lib/api-client';
import { useEventZone } from '@/lib/event-zone';
import { useLanguage } from '@/lib/use-language';
import { useLiftRestriction } from '../api/lift-restriction';
import { useLiveRestrictions } from '../hooks/use-live-restrictions';
import { loadingProps } from '@/components/ui/loading-props';

/**
 * The mutes and bans in force in the event, live, each with "Lift" behind a confirmation. They
 * hold in the whole event (every channel, the wall and the Q&A), so the list belongs to the event's
 * chat screen rather than to one channel.
 */
export function RestrictionsSection({ eventId }: { eventId: number }) {
  const { t } = useTranslation('chat');
  const { language } = useLanguage();
  const { data, isError } = useLiveRestrictions(eventId);
  const [lifting, setLifting] = useState<Restriction | null>(null);
  const zone = useEventZone(eventId);
  const when = (iso: string) => (zone ? formatShownDateTimeInZone(Date.parse(iso), zone, language) : '');
  const nameOf = (restriction: Restriction) => restriction.displayName || t('channel.unknownAuthor');
  const setterOf = ({ by }: Restriction) => (by ? t(`restrictions.by.${by.kind}`, { name: by.displayName || t(`restrictions.formerSetter.${by.kind}`) }) : t('restrictions.by.gone'));

  let content;
  if (isError) content = <Alert color="red">{t('restrictions.loadFailed')}</Alert>;
  else if (!data)
    content = (
      <Stack gap="sm" {...loadingProps(t('restrictions.loading'))}>
        {[0, 1].map((row) => (
          <Skeleton key={row} height={36} />
        ))}
      </Stack>
    );
  else if (data.length === 0) content = <EmptyState icon={IconUserCheck} title={t('restrictions.emptyTitle')} text={t('restrictions.emptyText')} />;
  else
    content = (
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-labelledby="chat-restrictions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('restrictions.attendee')}</Table.Th>
              <Table.Th>{t('restrictions.kind')}</Table.Th>
              <Table.Th>{t('restrictions.setBy')}</Table.Th>
              <Table.Th>{t('restrictions.since')}</Table.Th>
              <Table.Th>{t('restrictions.until')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('restrictions.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((restriction) => (
              <Table.Tr key={`${restriction.accountId}-${restriction.kind}`}>
                <Table.Td>{nameOf(restriction)}</Table.Td>
                <Table.Td>
                  <Badge color={restriction.kind === 'ban' ? 'red' : 'orange'} variant="light">
                    {t(`restrictions.kinds.${restriction.kind}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{setterOf(restriction)}</Table.Td>
                <Table.Td>{when(restriction.createdAt)}</Table.Td>
                <Table.Td>{restriction.until ? when(restriction.until) : t('restrictions.untilLifted')}</Table.Td>
                <Table.Td ta="right">
                  <Button size="xs" variant="light" aria-label={t(`restrictions.liftFor.${restriction.kind}`, { name: nameOf(restriction) })} onClick={() => setLifting(restriction)}>
                    {t('restrictions.lift')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <section aria-labelledby="chat-restrictions">
      <Title order={2} size="h3" id="chat-restrictions" mb="xs">
        {t('restrictions.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('restrictions.intro')}
      </Text>
      {content}
      <LiftDialog eventId={eventId} restriction={lifting} name={lifting ? nameOf(lifting) : ''} onClose={() => setLifting(null)} />
    </section>
  );
}

type LiftDialogProps = { eventId: number; restriction: Restriction | null; name: string; onClose: () => void };

/** Asks before lifting: the attendee may write (and after a ban read) again the moment it is confirmed. */
function LiftDialog({ eventId, restriction, name, onClose }: LiftDialogProps) {
  const { t } = useTranslation('chat');
  const lift = useLiftRestriction(eventId);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    lift.reset();
    onClose();
  };
  const confirm = () => {
    if (!restriction) return;
    setError(null);
    lift.mutate(
      { accountId: restriction.accountId, kind: restriction.kind },
      {
        onSuccess: () => {
          showToast({ message: t(`restrictions.lifted.${restriction.kind}`, { name }) });
          close();
        },
        onError: (caught) => {
          // Gone already (run out, or another moderator was quicker): the list is asked again anyway.
          if (caught instanceof ApiError && caught.status === 404) {
            showToast({ message: t('restrictions.alreadyLifted', { name }) });
            close();
          } else setError(caught instanceof ApiError ? caught.message : t('restrictions.liftFailed'));
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened={restriction !== null}
      title={t('restrictions.confirmTitle')}
      question={restriction ? t(`restrictions.confirmQuestion.${restriction.kind}`, { name }) : ''}
      confirmLabel={t('restrictions.lift')}
      cancelLabel={t('channel.cancel')}
      busy={lift.isPending}
      error={error}
      errorIsRefusal={false}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
