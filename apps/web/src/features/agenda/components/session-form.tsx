import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { DatePickerInput, TimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AgendaEvent } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { dateInputFormat } from '@/lib/date-format';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { showSuccessToast } from '@/components/ui/toasts';
import { ApiError } from '@/lib/api-client';
import { useAgenda } from '../api/get-agenda';
import { useAgendaRooms } from '../api/get-agenda-rooms';
import { useDeleteAgendaSession } from '../api/delete-agenda-session';
import { useSaveAgendaSession } from '../api/save-agenda-session';
import { useSessionHostOptions } from '../api/session-hosts';
import { useSessionSpeakerOptions } from '../api/session-speakers';
import { localized } from '../lib/agenda-view';
import { SESSION_FIELD_ORDER, overlapOf, saveSessionBody, validateSessionForm, type SessionFormValues } from '../lib/session-form-values';
import { AddHostButton } from './add-host-button';
import { keepEnterFromSaving } from '@/components/form/keep-enter-from-saving';

type SessionFormProps = { eventId: number; sessionId: number; event: AgendaEvent; initialValues: SessionFormValues };

/**
 * The session's edit form: titles and descriptions in English and German, the day within the
 * event, 24-hour start and end, room, hosts, speakers and track. The agenda rules run here and again on
 * the server; an overlap in the same room is saved only once the organiser confirms it.
 */
export function SessionForm({ eventId, sessionId, event, initialValues }: SessionFormProps) {
  const { t } = useTranslation('agenda');
  const { language: lang } = useLanguage();
  const navigate = useNavigate();
  const { data: agenda } = useAgenda(eventId);
  const { data: rooms } = useAgendaRooms(eventId);
  const { data: hostOptions } = useSessionHostOptions(eventId, lang);
  const { data: speakerOptions } = useSessionSpeakerOptions(eventId);
  const save = useSaveAgendaSession(eventId);
  const remove = useDeleteAgendaSession(eventId);
  const [allowOverlap, setAllowOverlap] = useState(false);
  const [serverOverlap, setServerOverlap] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<SessionFormValues>({
    initialValues,
    validate: (values) => validateSessionForm(eventId, sessionId, values, event),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const allowNavigation = useLeavePageGuard(form.isDirty());
  const listHref = `/event/${eventId}/content/agenda`;
  const values = form.getValues();
  const overlap = overlapOf(agenda, sessionId, values);
  const overlapTitle = overlap ? localized(overlap.title, overlap.titleDe, lang) : serverOverlap;

  const roomData = useMemo(() => (rooms ?? []).map((room) => ({ value: String(room.id), label: localized(room.nameEn, room.nameDe, lang) || `#${room.id}` })), [rooms, lang]);
  const hostData = useMemo(() => (hostOptions ?? []).map((option) => ({ value: String(option.value), label: option.label })), [hostOptions]);
  const speakerData = useMemo(
    () => (speakerOptions ?? []).map((option) => ({ value: String(option.id), label: option.company ? `${option.name}, ${option.company}` : option.name })),
    [speakerOptions],
  );
  const trackData = useMemo(() => (agenda?.categories ?? []).map((c) => ({ value: String(c.id), label: localized(c.name, c.nameDe, lang) })), [agenda, lang]);

  const { failure, onSubmit } = useSubmitForm({
    form,
    send: (submitted) => save.mutateAsync(saveSessionBody(eventId, sessionId, submitted, allowOverlap)),
    check: () => (overlapTitle && !allowOverlap ? t('form.overlapUnconfirmed') : true),
    handleError: (error) => {
      if (!(error instanceof ApiError && error.code === 'session_overlaps')) return false;
      setServerOverlap(error.message);
      return error.message;
    },
    fieldOrder: SESSION_FIELD_ORDER,
    savedToast: true,
    onSuccess: () => {
      allowNavigation();
      navigate(listHref);
    },
  });

  const deleteSession = async () => {
    try {
      await remove.mutateAsync(sessionId);
    } catch {
      return;
    }
    allowNavigation();
    showSuccessToast(t('form.deleted'));
    navigate(listHref);
  };

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={keepEnterFromSaving}
      noValidate
      aria-label={sessionId === 0 ? t('edit.addTitle') : t('edit.title')}
    >
      <Stack gap="lg">
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <Paper withBorder p="md">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('form.titleEn')} required data-path="title" {...field('title')} />
              <TextInput label={t('form.titleDe')} data-path="titleDe" {...field('titleDe')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <DatePickerInput
                label={t('form.day')}
                required
                data-path="day"
                valueFormat={dateInputFormat(lang)}
                locale={lang}
                firstDayOfWeek={1}
                withWeekNumbers
                minDate={event.startDate}
                maxDate={event.endDate}
                defaultDate={values.day || event.startDate}
                {...field('day')}
                value={values.day || null}
                onChange={(value) => form.setFieldValue('day', value ?? '')}
              />
              <TimePicker
                label={t('form.startTime')}
                required
                format="24h"
                withDropdown
                {...field('startTime')}
                hoursInputProps={{ 'data-path': 'startTime' }}
                hoursInputLabel={t('form.timeHours', { field: t('form.startTime') })}
                minutesInputLabel={t('form.timeMinutes', { field: t('form.startTime') })}
              />
              <TimePicker
                label={t('form.endTime')}
                required
                format="24h"
                withDropdown
                {...field('endTime')}
                hoursInputProps={{ 'data-path': 'endTime' }}
                hoursInputLabel={t('form.timeHours', { field: t('form.endTime') })}
                minutesInputLabel={t('form.timeMinutes', { field: t('form.endTime') })}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select label={t('form.room')} placeholder={t('form.noRoom')} data={roomData} clearable data-path="roomId" {...field('roomId')} />
              <Select label={t('form.track')} placeholder={t('tracks.none')} data={trackData} clearable data-path="categoryId" {...field('categoryId')} />
            </SimpleGrid>
            <Stack gap={4}>
              <MultiSelect label={t('form.hosts')} placeholder={t('form.hostsPlaceholder')} data={hostData} searchable clearable data-path="hostIds" {...field('hostIds')} />
              <Group>
                <AddHostButton onCreated={(id) => form.setFieldValue('hostIds', [...form.getValues().hostIds, String(id)])} />
              </Group>
            </Stack>
            <MultiSelect
              label={t('form.speakers')}
              description={t('form.speakersHint')}
              placeholder={t('form.speakersPlaceholder')}
              nothingFoundMessage={t('form.speakersNone')}
              data={speakerData}
              searchable
              clearable
              data-path="speakerIds"
              {...field('speakerIds')}
            />
            {overlapTitle && (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('form.overlapTitle')} role="alert">
                <Stack gap="xs">
                  <span>{overlap ? t('form.overlapText', { title: overlapTitle }) : overlapTitle}</span>
                  <Checkbox label={t('form.allowOverlap')} checked={allowOverlap} onChange={(e) => setAllowOverlap(e.currentTarget.checked)} />
                </Stack>
              </Alert>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('form.descriptions')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <RichTextEditor label={t('form.descriptionEn')} eventId={eventId} value={values.descriptionEn} onChange={(html) => form.setFieldValue('descriptionEn', html)} />
            <RichTextEditor label={t('form.descriptionDe')} eventId={eventId} value={values.descriptionDe} onChange={(html) => form.setFieldValue('descriptionDe', html)} />
          </SimpleGrid>
        </Paper>
        <Group justify="space-between">
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
            <Button variant="default" onClick={() => navigate(listHref)}>
              {t('common.cancel')}
            </Button>
          </Group>
          {sessionId !== 0 &&
            (confirmDelete ? (
              <Group gap="xs">
                <span>{t('form.deleteQuestion')}</span>
                <Button color="red" loading={remove.isPending} onClick={deleteSession}>
                  {t('form.deleteConfirm')}
                </Button>
                <Button variant="default" onClick={() => setConfirmDelete(false)}>
                  {t('common.cancel')}
                </Button>
              </Group>
            ) : (
              <Button color="red" variant="light" onClick={() => setConfirmDelete(true)}>
                {t('form.delete')}
              </Button>
            ))}
        </Group>
      </Stack>
    </form>
  );
}
