import { ActionIcon, Alert, Button, Group, Loader, SegmentedControl, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ERROR_CODES, POLL_OPTION_MAX_LENGTH, POLL_OPTIONS_MAX, POLL_QUESTION_MAX_LENGTH, pollFieldsSchema, type PollKind, type PollStatus } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { schemaErrors } from '@/components/form/schema-errors';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { useValidationTranslator } from '@/components/form/translate-validation';
import { FormSection } from '@/components/ui/form-section';
import { ApiError } from '@/lib/api-failure';
import { useLanguage } from '@/lib/use-language';
import { usePollRooms, usePollSessions } from '../api/get-poll-rooms';
import { useSavePoll } from '../api/save-poll';
import { localName } from '../lib/poll-labels';
import { POLL_FIELD_ORDER, pollFields, savePollBody, type PollFormValues } from '../lib/poll-form-values';
import { loadingProps } from '@/components/ui/loading-props';
import { keepEnterFromSaving } from '@/components/form/keep-enter-from-saving';

type PollFormProps = { eventId: number; pollId: number; status: PollStatus; initialValues: PollFormValues };

/**
 * A poll's form: room and optional session, the question, single or multiple choice, the answers
 * (two to ten, each once), live or prepared, and whether results wait for the close. Once a poll
 * was opened its question, kind, room and answers are fixed, so its votes keep their meaning.
 */
export function PollForm({ eventId, pollId, status, initialValues }: PollFormProps) {
  const { t } = useTranslation('polls');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const translate = useValidationTranslator();
  const form = useForm<PollFormValues>({
    initialValues,
    validate: (values) => schemaErrors(pollFieldsSchema, pollFields(values)),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const allowNavigation = useLeavePageGuard(form.isDirty());
  const save = useSavePoll(eventId);
  const { data: rooms, isError: roomsFailed } = usePollRooms(eventId);
  const { data: sessions } = usePollSessions(eventId);
  const locked = status !== 'draft';
  const listHref = `/event/${eventId}/communications/polls`;
  const values = form.getValues();

  const { failure, onSubmit } = useSubmitForm({
    form,
    send: (submitted) => save.mutateAsync(savePollBody(eventId, pollId, submitted)),
    fieldOrder: POLL_FIELD_ORDER,
    handleError: (error) => (error instanceof ApiError && error.code === ERROR_CODES.pollLocked ? error.message : false),
    savedToast: true,
    onSuccess: () => {
      allowNavigation();
      navigate(listHref);
    },
  });

  const roomSessions = (sessions ?? []).filter((session) => String(session.roomId) === values.roomId);
  const optionsError = translate(form.errors.options);

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={keepEnterFromSaving}>
      <Stack gap="lg" maw={760}>
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        {locked && <Alert color="blue">{t('edit.locked')}</Alert>}
        <FormSection title={t('edit.where')}>
          <Select
            {...field('roomId')}
            label={t('fields.room')}
            required
            disabled={locked || !rooms}
            rightSection={rooms || roomsFailed ? undefined : <Loader size="xs" {...loadingProps(t('edit.roomsLoading'))} />}
            allowDeselect={false}
            data={(rooms ?? []).map((room) => ({ value: String(room.id), label: localName(room.nameEn, room.nameDe, language) }))}
            onChange={(value) => {
              form.setFieldValue('roomId', value ?? '');
              form.setFieldValue('sessionId', '');
            }}
          />
          {roomsFailed && <Alert color="red">{t('edit.roomsFailed')}</Alert>}
          <Select
            {...field('sessionId')}
            label={t('fields.session')}
            description={t('fields.sessionHint')}
            clearable
            data={roomSessions.map((session) => ({ value: String(session.id), label: `${session.day} ${session.startTime} · ${localName(session.title, session.titleDe, language)}` }))}
            onChange={(value) => form.setFieldValue('sessionId', value ?? '')}
          />
        </FormSection>
        <FormSection title={t('edit.question')}>
          <Textarea {...field('question')} label={t('fields.question')} required autosize minRows={2} maxLength={POLL_QUESTION_MAX_LENGTH} disabled={locked} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="poll-kind-label">
              {t('fields.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="poll-kind-label"
              disabled={locked}
              value={values.kind}
              onChange={(kind) => form.setFieldValue('kind', kind as PollKind)}
              data={[
                { value: 'single', label: t('kind.single') },
                { value: 'multiple', label: t('kind.multiple') },
              ]}
            />
          </Stack>
          <Stack gap="xs" role="group" aria-label={t('fields.options')}>
            <Text size="sm" fw={500}>
              {t('fields.options')}
            </Text>
            {values.options.map((option, index) => (
              <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  {...field(`options.${index}.text`)}
                  aria-label={t('fields.option', { number: index + 1 })}
                  placeholder={t('fields.option', { number: index + 1 })}
                  maxLength={POLL_OPTION_MAX_LENGTH}
                  disabled={locked}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('fields.removeOption', { number: index + 1 })}
                  disabled={locked || values.options.length <= 2}
                  onClick={() => form.removeListItem('options', index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {optionsError && (
              <Text c="red" size="sm" role="alert" data-path="options">
                {optionsError}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={locked || values.options.length >= POLL_OPTIONS_MAX}
                onClick={() => form.insertListItem('options', { id: 0, text: '' })}
              >
                {t('fields.addOption')}
              </Button>
            </Group>
          </Stack>
        </FormSection>
        <FormSection title={t('edit.behaviour')}>
          <Switch {...form.getInputProps('live', { type: 'checkbox' })} label={t('fields.live')} description={t('fields.liveHint')} />
          <Switch {...form.getInputProps('resultsHidden', { type: 'checkbox' })} label={t('fields.resultsHidden')} description={t('fields.resultsHiddenHint')} />
        </FormSection>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(listHref)}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
