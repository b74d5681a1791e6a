import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAIL_REMINDER_KINDS, MAIL_REMINDER_MINUTES_MAX, MAIL_REMINDER_MINUTES_MIN, type MailReminder, type MailReminderKind, type MailReminders } from '@aula/shared';
import { showErrorToast, showSavedToast } from '@/components/ui/toasts';
import { useValidationTranslator } from '@/components/form/translate-validation';
import { ApiError } from '@/lib/api-client';
import { useMailReminders, useSaveMailReminders } from '../api/mail-reminders-api';
import { useMailSendTemplates } from '../api/mail-sends-api';
import { isLeadInRange, leadOf, minutesOf, type ReminderLead } from '../lib/reminder-lead';

type Draft = { enabled: boolean; templateId: string | null; lead: ReminderLead };
type Drafts = Record<MailReminderKind, Draft>;
type Errors = Partial<Record<`${MailReminderKind}.${'templateId' | 'minutesBefore'}`, string>>;

const draftOf = (saved: MailReminder): Draft => ({
  enabled: saved.enabled,
  templateId: saved.templateId === null ? null : String(saved.templateId),
  lead: leadOf(saved.minutesBefore),
});
const draftsOf = (saved: MailReminders): Drafts => ({ event: draftOf(saved.event), session: draftOf(saved.session) });

/**
 * The event's automatic reminders (docs/rules/communications.md#reminders) on the send page: one before the event starts and
 * one before each session, each a switch, one of the event's templates and how long before.
 */
export function MailRemindersCard({ eventId }: { eventId: number }) {
  const saved = useMailReminders(eventId);
  if (!saved.data) return null;
  // A new form once the saved reminders change (a save answered), so the fields show what is stored.
  return <RemindersForm key={saved.dataUpdatedAt} eventId={eventId} saved={saved.data} />;
}

function RemindersForm({ eventId, saved }: { eventId: number; saved: MailReminders }) {
  const { t } = useTranslation('mail-sends');
  const translate = useValidationTranslator();
  const templates = useMailSendTemplates(eventId);
  const save = useSaveMailReminders(eventId);
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(saved));
  const [errors, setErrors] = useState<Errors>({});

  const change = (kind: MailReminderKind, patch: Partial<Draft>) => setDrafts({ ...drafts, [kind]: { ...drafts[kind], ...patch } });

  const submit = () => {
    const found: Errors = {};
    for (const kind of MAIL_REMINDER_KINDS) {
      if (drafts[kind].enabled && !drafts[kind].templateId) found[`${kind}.templateId`] = 'validation.required';
      if (!isLeadInRange(drafts[kind].lead)) found[`${kind}.minutesBefore`] = 'validation.invalid';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = Object.fromEntries(
      MAIL_REMINDER_KINDS.map((kind) => [
        kind,
        { enabled: drafts[kind].enabled, templateId: drafts[kind].templateId ? Number(drafts[kind].templateId) : null, minutesBefore: minutesOf(drafts[kind].lead) },
      ]),
    ) as MailReminders;
    save.mutate(body, {
      onSuccess: () => showSavedToast(),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields as Errors);
        else showErrorToast(t('reminders.failed'));
      },
    });
  };

  const rangeText = t('reminders.range', { min: MAIL_REMINDER_MINUTES_MIN, max: MAIL_REMINDER_MINUTES_MAX / 60 / 24 });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="mail-reminders-title">
      <Stack>
        <Title order={3} id="mail-reminders-title">
          {t('reminders.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reminders.intro')}
        </Text>
        {MAIL_REMINDER_KINDS.map((kind) => (
          <Stack key={kind} gap="xs" data-testid={`reminder-${kind}`}>
            <Switch label={t(`reminders.${kind}`)} checked={drafts[kind].enabled} onChange={(e) => change(kind, { enabled: e.currentTarget.checked })} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('reminders.template')}
                placeholder={t('form.templatePlaceholder')}
                data={(templates.data ?? []).map((template) => ({ value: String(template.id), label: template.name }))}
                value={drafts[kind].templateId}
                onChange={(templateId) => change(kind, { templateId })}
                error={translate(errors[`${kind}.templateId`])}
                clearable
              />
              <NumberInput
                label={t('reminders.before')}
                min={1}
                value={drafts[kind].lead.amount}
                onChange={(amount) => change(kind, { lead: { ...drafts[kind].lead, amount: Number(amount) } })}
                error={errors[`${kind}.minutesBefore`] ? rangeText : undefined}
              />
              <Select
                label={t('reminders.unit')}
                data={[
                  { value: 'minutes', label: t('reminders.minutes') },
                  { value: 'hours', label: t('reminders.hours') },
                ]}
                value={drafts[kind].lead.unit}
                onChange={(unit) => change(kind, { lead: { ...drafts[kind].lead, unit: unit === 'hours' ? 'hours' : 'minutes' } })}
                allowDeselect={false}
              />
            </SimpleGrid>
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button loading={save.isPending} onClick={submit}>
            {t('reminders.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
