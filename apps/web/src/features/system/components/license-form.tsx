import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLAN_IDS, type PlanId, type SystemCompany } from '@aula/shared';
import { DayInput } from '@/components/form/day-input';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { failureMessage } from '@/components/form/server-field-errors';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/date-format';
import { useEndLicense, useGrantLicense } from '../api/system-api';
import { confirmAction } from '../lib/confirm-action';
import { fieldErrorText } from '../lib/system-texts';

type LicenseFormProps = { company: SystemCompany; disabled: boolean };
type Errors = { plan?: string; endsOn?: string };

/** Grants a licence of a plan, until a later day or without end, and ends a running one now. */
export function LicenseForm({ company, disabled }: LicenseFormProps) {
  const { t, i18n } = useTranslation('system');
  const [plan, setPlan] = useState<PlanId | null>(company.plan);
  const [withoutEnd, setWithoutEnd] = useState(true);
  const [endsOn, setEndsOn] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const grant = useGrantLicense();
  const end = useEndLicense();

  const failed = (error: unknown) => {
    const fields = error instanceof ApiError ? error.fields : undefined;
    if (fields && (fields.plan || fields.endsOn)) setErrors({ plan: fields.plan, endsOn: fields.endsOn });
    else setFailure(failureMessage(error));
  };

  const submitGrant = async () => {
    setFailure(null);
    const found: Errors = { plan: plan ? undefined : 'validation.required', endsOn: withoutEnd || endsOn ? undefined : 'validation.required' };
    setErrors(found);
    if (!plan || found.endsOn) return;
    const until = withoutEnd ? t('license.withoutEndShort') : formatDate(endsOn, i18n.language);
    if (!(await confirmAction(t('license.confirmGrant', { name: company.name, plan: t(`plan.${plan}`), until }), t('license.grant')))) return;
    try {
      await grant.mutateAsync({ companyId: company.id, plan, withoutEnd, endsOn: withoutEnd ? '' : endsOn });
    } catch (error) {
      failed(error);
    }
  };

  const submitEnd = async () => {
    setFailure(null);
    if (!(await confirmAction(t('license.confirmEnd', { name: company.name }), t('license.end')))) return;
    try {
      await end.mutateAsync(company.id);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('license.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('license.hint')}
      </Text>
      {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
      <Group align="flex-end">
        <Select
          label={t('license.plan')}
          data={PLAN_IDS.map((id) => ({ value: id, label: t(`plan.${id}`) }))}
          value={plan}
          onChange={(value) => {
            setPlan((value as PlanId | null) ?? null);
            setErrors((current) => ({ ...current, plan: undefined }));
          }}
          error={fieldErrorText(t, errors.plan)}
          allowDeselect={false}
          disabled={disabled}
          w={200}
        />
        <Checkbox
          label={t('license.withoutEnd')}
          checked={withoutEnd}
          onChange={(event) => setWithoutEnd(event.currentTarget.checked)}
          disabled={disabled}
          mb={8}
        />
        {!withoutEnd && (
          <DayInput
            label={t('license.endsOn')}
            value={endsOn}
            onChange={(value) => {
              setEndsOn(value);
              setErrors((current) => ({ ...current, endsOn: undefined }));
            }}
            error={fieldErrorText(t, errors.endsOn)}
            disabled={disabled}
          />
        )}
        <Button onClick={() => void submitGrant()} disabled={disabled} loading={grant.isPending}>
          {t('license.grant')}
        </Button>
      </Group>
      <Group>
        <Button color="red" variant="light" onClick={() => void submitEnd()} disabled={disabled || company.state !== 'licensed'} loading={end.isPending}>
          {t('license.end')}
        </Button>
      </Group>
    </Stack>
  );
}
