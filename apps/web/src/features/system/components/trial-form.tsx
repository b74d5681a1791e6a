import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SystemCompany } from '@aula/shared';
import { DayInput } from '@/components/form/day-input';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { failureMessage } from '@/components/form/server-field-errors';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/date-format';
import { useSetTrialEnd } from '../api/system-api';
import { confirmAction } from '../lib/confirm-action';
import { fieldErrorText } from '../lib/system-texts';

type TrialFormProps = { company: SystemCompany; disabled: boolean };

/**
 * Sets the trial's end: to the end of a chosen day, any day (a past one ends it as of then), or
 * now. The server refuses while a licence runs; the button says why before it is pressed.
 */
export function TrialForm({ company, disabled }: TrialFormProps) {
  const { t, i18n } = useTranslation('system');
  const [endsOn, setEndsOn] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const setTrialEnd = useSetTrialEnd();
  const licensed = company.state === 'licensed';
  const blocked = disabled || licensed;

  const send = async (endNow: boolean) => {
    setFailure(null);
    setFieldError(null);
    if (!endNow && endsOn === '') {
      setFieldError('validation.required');
      return;
    }
    const question = endNow
      ? t('trial.confirmEndNow', { name: company.name })
      : t('trial.confirmSet', { name: company.name, date: formatDate(endsOn, i18n.language) });
    if (!(await confirmAction(question, endNow ? t('trial.endNow') : t('trial.set')))) return;
    try {
      await setTrialEnd.mutateAsync({ companyId: company.id, endNow, endsOn: endNow ? '' : endsOn });
      setEndsOn('');
    } catch (error) {
      const key = error instanceof ApiError ? error.fields?.endsOn : undefined;
      if (key) setFieldError(key);
      else setFailure(failureMessage(error));
    }
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('trial.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {licensed ? t('trial.licensedHint') : t('trial.hint')}
      </Text>
      {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
      <Group align="flex-end">
        <DayInput
          label={t('trial.endsOn')}
          value={endsOn}
          onChange={(value) => {
            setEndsOn(value);
            setFieldError(null);
          }}
          error={fieldErrorText(t, fieldError)}
          disabled={blocked}
        />
        <Button onClick={() => void send(false)} disabled={blocked} loading={setTrialEnd.isPending}>
          {t('trial.set')}
        </Button>
        <Button color="orange" variant="light" onClick={() => void send(true)} disabled={blocked || company.state === 'trial_ended'}>
          {t('trial.endNow')}
        </Button>
      </Group>
    </Stack>
  );
}
