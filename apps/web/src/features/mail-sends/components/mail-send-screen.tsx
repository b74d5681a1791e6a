import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend, IconTestPipe } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fixedOffset, formatShownDate, formatShownTime, formatUtcOffset } from '@aula/shared';
import { showErrorToast, showSuccessToast } from '@/components/ui/toasts';
import { positiveId } from '@/lib/route-ids';
import { useLanguage } from '@/lib/use-language';
import { sendTestMail, useCreateMailSend, useMailSendEvent, useMailSendTemplates, useRecipientCount } from '../api/mail-sends-api';
import { wallTimeToInstant } from '../lib/event-time';
import { AudiencePicker, EVERYONE, selectionOf, type Audience } from './audience-picker';
import { MailRemindersCard } from './mail-reminders-card';

/**
 * /event/{id}/communications/templates/send (docs/rules/communications.md#sending-templates): pick one of the event's templates and
 * the recipients, see how many they are, send a test to yourself, then send now or at a date and
 * time in the event's zone, after confirming the count.
 */
export function MailSendScreen() {
  const { t } = useTranslation('mail-sends');
  const { language } = useLanguage();
  const eventId = positiveId(useParams().id);
  const navigate = useNavigate();
  const templates = useMailSendTemplates(eventId);
  const event = useMailSendEvent(eventId);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [audience, setAudience] = useState<Audience>(EVERYONE);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [testing, setTesting] = useState(false);
  const [timeError, setTimeError] = useState<string | null>(null);
  const selection = selectionOf(audience);
  const count = useRecipientCount(eventId, selection);
  const create = useCreateMailSend(eventId);
  const offset = event.data?.timezone ?? 0;
  const recipients = selection ? (count.data?.count ?? null) : 0;

  const scheduledAt = (): string | null | undefined => {
    if (when === 'now') return null;
    const instant = wallTimeToInstant(date, time, offset);
    if (!instant) return void setTimeError(t('form.timeRequired'));
    if (instant.getTime() <= Date.now()) return void setTimeError(t('form.timeInPast'));
    return instant.toISOString();
  };

  /** The chosen moment as the confirmation words it; the dialog opens only once it is a valid one. */
  const scheduledMoment = () => {
    const instantMs = wallTimeToInstant(date, time, offset)?.getTime();
    if (instantMs === undefined) return { date: '', time: '' };
    return { date: formatShownDate(instantMs, fixedOffset(offset), language), time: formatShownTime(instantMs, fixedOffset(offset)) };
  };

  const ask = () => {
    setTimeError(null);
    if (scheduledAt() !== undefined) setConfirming(true);
  };

  const send = () => {
    const at = scheduledAt();
    if (at === undefined || !templateId || !selection) return;
    create.mutate(
      { templateId: Number(templateId), selection, scheduledAt: at },
      {
        onSuccess: (sent) => {
          setConfirming(false);
          showSuccessToast(sent.status === 'scheduled' ? t('form.scheduled') : t('form.started'));
          void navigate(`/event/${eventId}/communications/templates/outbox`);
        },
        onError: () => showErrorToast(t('form.failed')),
      },
    );
  };

  const test = async () => {
    if (!templateId) return;
    setTesting(true);
    try {
      const { to } = await sendTestMail(eventId, Number(templateId), selection);
      showSuccessToast(t('form.testSent', { to }));
    } catch {
      showErrorToast(t('form.testFailed'));
    } finally {
      setTesting(false);
    }
  };

  const ready = templateId !== null && selection !== null && (recipients ?? 0) > 0;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={2}>{t('title')}</Title>
      {templates.data?.length === 0 && <Alert color="yellow">{t('form.noTemplates')}</Alert>}
      <Paper withBorder p="md">
        <Stack>
          <Select
            label={t('form.template')}
            placeholder={t('form.templatePlaceholder')}
            data={(templates.data ?? []).map((template) => ({ value: String(template.id), label: template.name }))}
            value={templateId}
            onChange={setTemplateId}
            searchable
          />
          <AudiencePicker eventId={eventId} value={audience} onChange={setAudience} />
          <Text aria-live="polite" data-testid="recipient-count" fw={500}>
            {recipients === null ? t('form.counting') : t('form.count', { count: recipients })}
          </Text>
          <SegmentedControl
            data={[
              { value: 'now', label: t('form.now') },
              { value: 'later', label: t('form.later') },
            ]}
            value={when}
            onChange={(value) => setWhen(value as 'now' | 'later')}
            aria-label={t('form.when')}
          />
          {when === 'later' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput type="date" label={t('form.date')} value={date} onChange={(e) => setDate(e.currentTarget.value)} error={timeError} />
              <TextInput
                type="time"
                label={t('form.time', { zone: formatUtcOffset(offset) })}
                value={time}
                onChange={(e) => setTime(e.currentTarget.value)}
              />
            </SimpleGrid>
          )}
          <Group justify="space-between">
            <Button variant="default" leftSection={<IconTestPipe size={16} />} disabled={!templateId} loading={testing} onClick={() => void test()}>
              {t('form.test')}
            </Button>
            <Button leftSection={<IconSend size={16} />} disabled={!ready} onClick={ask}>
              {when === 'now' ? t('form.sendNow') : t('form.schedule')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <MailRemindersCard eventId={eventId} />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('confirm.title')}>
        <Stack>
          <Text>{when === 'now' ? t('confirm.now', { count: recipients ?? 0 }) : t('confirm.later', { count: recipients ?? 0, ...scheduledMoment() })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('confirm.cancel')}
            </Button>
            <Button loading={create.isPending} onClick={send}>
              {t('confirm.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
