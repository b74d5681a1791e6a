import { ColorInput, Grid, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_EVENT_DESIGN, EVENT_FONTS, type EventFontId } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { SaveBar } from '@/components/form/save-bar';
import { confirmDiscard } from '@/components/form/unsaved-dialogs';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { ImageField } from '@/components/media/image-field';
import { FormSection } from '@/components/ui/form-section';
import { useEventSummary } from '../api/get-event-summary';
import { useSaveDesign } from '../api/save-design';
import {
  COLOR_FIELDS,
  DESIGN_FIELD_ORDER,
  DESIGN_SERVER_FIELDS,
  designBody,
  validateDesignForm,
  type ColorField,
  type DesignFormValues,
} from '../lib/design-form-values';
import { DesignPreview } from './design-preview';
import { keepEnterFromSaving } from '@/components/form/keep-enter-from-saving';

const FORM_ID = 'event-design-form';

/** Swatches offered beside the free colour input: light and dark, calm and loud. */
const SWATCHES = ['#1c7ed6', '#1864ab', '#2f9e44', '#e8590c', '#c2255c', '#7048e8', '#212529', '#495057', '#f8f9fa', '#ffffff', '#ffd43b', '#63e6be', '#ffc9c9', '#d0bfff'];

const COLOR_LABEL: Record<ColorField, string> = { primaryColor: 'fields.primary', backgroundColor: 'fields.background', accentColor: 'fields.accent' };

type DesignFormProps = { eventId: number; initialValues: DesignFormValues };

/** The design form (docs/rules/design.md#event-design): the form beside its live preview, with the save bar and the leave-page warning. */
export function DesignForm({ eventId, initialValues }: DesignFormProps) {
  const { t } = useTranslation('design');
  const form = useForm<DesignFormValues>({ initialValues, validate: validateDesignForm, validateInputOnBlur: true });
  const field = useFieldProps(form);
  const dirty = form.isDirty();
  useLeavePageGuard(dirty);
  const [lastValid, setLastValid] = useState(() => ({
    primaryColor: initialValues.primaryColor || DEFAULT_EVENT_DESIGN.primaryColor,
    backgroundColor: initialValues.backgroundColor || DEFAULT_EVENT_DESIGN.backgroundColor,
    accentColor: initialValues.accentColor || DEFAULT_EVENT_DESIGN.accentColor,
  }));
  const { data: event } = useEventSummary(eventId);
  const save = useSaveDesign();
  const values = form.getValues();

  const { failure, setFailure, onSubmit } = useSubmitForm({
    form,
    send: (submitted) => save.mutateAsync({ eventId, body: designBody(submitted) }),
    fieldNames: DESIGN_SERVER_FIELDS,
    fieldOrder: DESIGN_FIELD_ORDER,
    resetTo: (design, submitted) => ({ ...submitted, primaryColor: design.primaryColor, backgroundColor: design.backgroundColor, accentColor: design.accentColor }),
    savedToast: true,
  });

  const discard = async () => {
    if (await confirmDiscard()) {
      form.reset();
      setFailure(null);
    }
  };

  const image = (name: 'image' | 'logo' | 'banner', square: boolean) => {
    const error = form.errors[name];
    return (
      <ImageField
        label={t(`fields.${name}`)}
        value={values[name]}
        onChange={(value) => form.setFieldValue(name, value)}
        error={typeof error === 'string' ? error : undefined}
        square={square}
      />
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <form id={FORM_ID} noValidate onSubmit={onSubmit} onKeyDown={keepEnterFromSaving}>
        <Stack gap="lg">
          {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <FormSection title={t('sections.images')}>
                  {image('image', true)}
                  {image('logo', true)}
                  {image('banner', false)}
                </FormSection>
                <FormSection title={t('sections.colours')}>
                  {COLOR_FIELDS.map((name) => {
                    const props = field(name);
                    return (
                      <ColorInput
                        key={name}
                        {...props}
                        label={t(COLOR_LABEL[name])}
                        format="hex"
                        swatches={SWATCHES}
                        swatchesPerRow={7}
                        withEyeDropper={false}
                        required
                        onChange={(value) => {
                          form.setFieldValue(name, value);
                          if (/^#[0-9a-f]{6}$/i.test(value)) setLastValid((current) => ({ ...current, [name]: value.toLowerCase() }));
                        }}
                      />
                    );
                  })}
                  <Select
                    {...field('font')}
                    label={t('fields.font')}
                    description={t('fields.fontHint')}
                    data={EVENT_FONTS.map((font) => ({ value: font.id, label: font.id === 'system' ? t('fonts.system') : font.name }))}
                    renderOption={({ option }) => (
                      <Text size="sm" style={{ fontFamily: EVENT_FONTS.find((font) => font.id === option.value)?.stack }}>
                        {option.label}
                      </Text>
                    )}
                    allowDeselect={false}
                    required
                    onChange={(value) => value && form.setFieldValue('font', value as EventFontId)}
                  />
                </FormSection>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="xs" style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
                <Title order={2} size="h4">
                  {t('preview.title')}
                </Title>
                <DesignPreview values={values} fallback={lastValid} event={event ?? null} />
              </Stack>
            </Grid.Col>
          </Grid>
          {dirty && <SaveBar formId={FORM_ID} saving={save.isPending} onDiscard={() => void discard()} />}
        </Stack>
      </form>
    </Stack>
  );
}
