import { useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NOTIFICATION_TEXT_MAX_LENGTH, NOTIFICATION_TITLE_MAX_LENGTH, formatUtcOffset, notificationFormSchema, type NotificationDelivery, type NotificationOptions, type NotificationStatus } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { schemaErrors, type FieldErrors } from '@/components/form/schema-errors';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { FormSection } from '@/components/ui/form-section';
import { useLanguage } from '@/lib/use-language';
import { useSaveNotification } from '../api/notifications-api';
import { localName } from '../lib/local-name';
import {
  NOTIFICATION_FIELD_NAMES,
  NOTIFICATION_FIELD_ORDER,
  isPast,
  notificationFields,
  saveNotificationBody,
  type NotificationFormValues,
} from '../lib/notification-form-values';
import { AudiencePicker } from './audience-picker';
import { keepEnterFromSaving } from '@/components/form/keep-enter-from-saving';

type NotificationFormProps = { eventId: number; notificationId: number; status: NotificationStatus; options: NotificationOptions; initialValues: NotificationFormValues };

/** Errors of the API's audience paths, under the form's flat field names. */
function flatErrors(errors: FieldErrors): FieldErrors {
  const names: Record<string, string> = NOTIFICATION_FIELD_NAMES;
  return Object.fromEntries(Object.entries(errors).map(([path, error]) => [names[path] ?? path, error]));
}

/**
 * A notification's form: its words in English and German (German may stay empty: readers get the
 * English), an optional room or session it opens, who gets it, and when. A sent or cancelled
 * notification is shown read-only.
 */
export function NotificationForm({ eventId, notificationId, status, options, initialValues }: NotificationFormProps) {
  const { t } = useTranslation('notifications');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [tab, setTab] = useState<string | null>('en');
  const form = useForm<NotificationFormValues>({
    initialValues,
    validate: (values) => {
      const errors = flatErrors(schemaErrors(notificationFormSchema, notificationFields(values)));
      if (values.delivery === 'scheduled' && !errors.date && !errors.time && isPast(values, options.timezoneOffset, Date.now())) errors.time = t('edit.past');
      return errors;
    },
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const allowNavigation = useLeavePageGuard(form.isDirty());
  const save = useSaveNotification(eventId);
  const locked = status === 'sent' || status === 'cancelled';
  const listHref = `/event/${eventId}/communications/notifications`;
  const values = form.getValues();
  const set = <K extends keyof NotificationFormValues>(name: K, value: NotificationFormValues[K]) => form.setFieldValue(name, value as never);

  const { failure, onSubmit } = useSubmitForm({
    form,
    send: (submitted) => save.mutateAsync(saveNotificationBody(notificationId, submitted)),
    fieldOrder: NOTIFICATION_FIELD_ORDER,
    fieldNames: NOTIFICATION_FIELD_NAMES,
    savedToast: true,
    onSuccess: () => {
      allowNavigation();
      navigate(listHref);
    },
  });

  // The tab with an error shows it: an English field left empty must not hide behind the German tab.
  const enError = Boolean(form.errors.titleEn || form.errors.textEn);
  const deError = Boolean(form.errors.titleDe || form.errors.textDe);
  const linkData = [
    { group: t('fields.rooms'), items: options.rooms.map((room) => ({ value: `room:${room.id}`, label: localName(room.nameEn, room.nameDe, language) })) },
    {
      group: t('fields.sessions'),
      items: options.sessions.map((session) => ({ value: `session:${session.id}`, label: `${session.day} ${session.startTime} · ${localName(session.title, session.titleDe, language)}` })),
    },
  ];
  const submitLabel = { draft: t('edit.saveDraft'), now: t('edit.sendNow'), scheduled: t('edit.schedule') }[values.delivery];

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={keepEnterFromSaving}>
      <Stack gap="lg" maw={760}>
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        {locked && <Alert color="blue">{t(`edit.locked.${status}`)}</Alert>}
        <FormSection title={t('edit.words')}>
          <Tabs value={tab} onChange={setTab} keepMounted>
            <Tabs.List>
              <Tabs.Tab value="en" color={enError ? 'red' : undefined}>
                {t('edit.english')}
              </Tabs.Tab>
              <Tabs.Tab value="de" color={deError ? 'red' : undefined}>
                {t('edit.german')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="en" pt="sm">
              <Stack gap="sm">
                <TextInput {...field('titleEn')} label={t('fields.titleEn')} required disabled={locked} maxLength={NOTIFICATION_TITLE_MAX_LENGTH} />
                <Textarea {...field('textEn')} label={t('fields.textEn')} required disabled={locked} autosize minRows={3} maxLength={NOTIFICATION_TEXT_MAX_LENGTH} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="de" pt="sm">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t('edit.germanHint')}
                </Text>
                <TextInput {...field('titleDe')} label={t('fields.titleDe')} disabled={locked} maxLength={NOTIFICATION_TITLE_MAX_LENGTH} placeholder={values.titleEn} />
                <Textarea {...field('textDe')} label={t('fields.textDe')} disabled={locked} autosize minRows={3} maxLength={NOTIFICATION_TEXT_MAX_LENGTH} placeholder={values.textEn} />
              </Stack>
            </Tabs.Panel>
          </Tabs>
          <Select
            {...field('link')}
            label={t('fields.link')}
            description={t('fields.linkHint')}
            clearable
            searchable
            disabled={locked}
            value={values.link || null}
            onChange={(link) => set('link', link ?? '')}
            data={linkData}
          />
        </FormSection>
        <FormSection title={t('edit.audience')}>
          <AudiencePicker eventId={eventId} values={values} options={options} disabled={locked} set={set} field={field} />
        </FormSection>
        <FormSection title={t('edit.when')}>
          <SegmentedControl
            aria-label={t('edit.when')}
            disabled={locked}
            value={values.delivery}
            onChange={(delivery) => set('delivery', delivery as NotificationDelivery)}
            data={[
              { value: 'now', label: t('delivery.now') },
              { value: 'scheduled', label: t('delivery.scheduled') },
              { value: 'draft', label: t('delivery.draft') },
            ]}
          />
          {values.delivery === 'scheduled' && (
            <Group align="flex-start">
              <TextInput {...field('date')} type="date" label={t('fields.date')} required disabled={locked} />
              <TextInput {...field('time')} type="time" label={t('fields.time')} required disabled={locked} description={formatUtcOffset(options.timezoneOffset)} />
            </Group>
          )}
        </FormSection>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(listHref)}>
            {t('edit.back')}
          </Button>
          {!locked && (
            <Button type="submit" loading={save.isPending}>
              {submitLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
