import { Alert, Stack, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EVENT_NAME_MAX_LENGTH, endDatePickerMax, isEventLive, todayInZone, type EventInfo } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { SaveBar } from '@/components/form/save-bar';
import { confirmDiscard } from '@/components/form/unsaved-dialogs';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { showSavedToast } from '@/components/ui/toasts';
import { FormSection } from '@/components/ui/form-section';
import { useAuth } from '@/lib/session/auth-store';
import { useSaveSetup } from '../hooks/use-save-setup';
import { useSetupForm } from '../hooks/use-setup-form';
import { SETUP_FIELD_ORDER, type ScheduleField, type SetupFormValues } from '../lib/setup-form-values';
import { DateTimeField, type FieldBinding } from './date-time-field';
import { LocationField, ZoneAndLanguageFields } from './general-fields';
import { keepEnterFromSaving } from '@/components/form/keep-enter-from-saving';

const FORM_ID = 'event-setup-form';
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

type EventSetupFormProps = { eventId: number; saved: EventInfo | null; initialValues: SetupFormValues };

/** The event setup (docs/rules/events.md#event-setup): every field, the save bar, the leave-page warning and the save flow. */
export function EventSetupForm({ eventId, saved, initialValues }: EventSetupFormProps) {
  const { t } = useTranslation('event-setup');
  const navigate = useNavigate();
  const isAdmin = useAuth()?.is_admin ?? false;
  const { form, setScheduleValue } = useSetupForm({ initialValues, saved, isAdmin });
  const field = useFieldProps(form);
  const dirty = form.isDirty();
  const allowNavigation = useLeavePageGuard(dirty);
  const [nowMs] = useState(() => Date.now());

  const { save, saving } = useSaveSetup({ eventId, saved });
  const { failure, setFailure, onSubmit } = useSubmitForm({
    form,
    send: save,
    fieldOrder: SETUP_FIELD_ORDER,
    onSuccess: (id, values) => {
      if (id === null) return;
      if (eventId === 0) {
        allowNavigation();
        navigate(`/event/${id}/dashboard`, { replace: true });
      } else {
        form.resetDirty(values);
        showSavedToast();
      }
    },
  });

  const discard = async () => {
    if (await confirmDiscard()) {
      form.reset();
      setFailure(null);
    }
  };

  const schedule = (name: ScheduleField): FieldBinding => {
    const props = field(name);
    return { ...props, onChange: (value: string) => setScheduleValue(name, value) };
  };
  const values = form.getValues();
  const locked = !isAdmin && saved !== null && isEventLive(saved, nowMs);
  const zone = Number(values.timezone);
  const startMin = Number.isInteger(zone) ? todayInZone(nowMs, zone) : undefined;
  const endMax = isDate(values.startDate) ? (endDatePickerMax(values.startDate, isAdmin) ?? undefined) : undefined;

  return (
    <Stack gap="lg">
      <Title order={1}>{eventId === 0 ? t('title.add') : t('title.edit')}</Title>
      <form id={FORM_ID} noValidate onSubmit={onSubmit} onKeyDown={keepEnterFromSaving}>
        <Stack gap="lg">
          {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
          <FormSection title={t('sections.general')}>
            <TextInput {...field('name')} label={t('fields.name')} required maxLength={EVENT_NAME_MAX_LENGTH} />
            <LocationField field={field('location')} onAddressChange={(address) => form.setFieldValue('address', address)} />
            <ZoneAndLanguageFields timezone={schedule('timezone')} language={field('language')} />
          </FormSection>
          <FormSection title={t('sections.dates')}>
            {locked && (
              <Alert color="gray" icon={<IconLock aria-hidden />} data-testid="live-lock">
                {t('validation:event_live_locked')}
              </Alert>
            )}
            <DateTimeField
              dateLabel={t('fields.startDate')}
              timeLabel={t('fields.startTime')}
              date={schedule('startDate')}
              time={schedule('startTime')}
              minDate={locked ? undefined : startMin}
              readOnly={locked}
            />
            <DateTimeField
              dateLabel={t('fields.endDate')}
              timeLabel={t('fields.endTime')}
              date={schedule('endDate')}
              time={schedule('endTime')}
              maxDate={locked ? undefined : endMax}
              readOnly={locked}
            />
            <DateTimeField
              dateLabel={t('fields.closingDate')}
              timeLabel={t('fields.closingTime')}
              date={schedule('closingDate')}
              time={schedule('closingTime')}
              minDate={isDate(values.endDate) ? values.endDate : undefined}
            />
          </FormSection>
          {dirty && <SaveBar formId={FORM_ID} saving={saving} onDiscard={() => void discard()} />}
        </Stack>
      </form>
    </Stack>
  );
}
