import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_DIALOG_WIDTH_PX, NAVIGATION_MAX_ITEMS, navigationItemLabel, validateNavigation } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { SaveBar } from '@/components/form/save-bar';
import { useValidationTranslator } from '@/components/form/translate-validation';
import { confirmDiscard } from '@/components/form/unsaved-dialogs';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useSaveNavigation } from '../api/save-navigation';
import {
  navigationBody,
  newLinkItem,
  valuesFromNavigation,
  withLanding,
  withVisibility,
  type NavigationFormItem,
  type NavigationFormValues,
} from '../lib/navigation-form-values';
import { NavigationItemRow } from './navigation-item-row';
import { keepEnterFromSaving } from '@/components/form/keep-enter-from-saving';

const FORM_ID = 'event-navigation-form';

function confirmRemove(name: string): Promise<boolean> {
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'navigation', ...options });
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('removeTitle'),
      size: CONFIRM_DIALOG_WIDTH_PX,
      centered: true,
      children: <Text size="sm">{t('removeMessage', { name })}</Text>,
      labels: { confirm: t('removeConfirm'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onClose: () => resolve(false),
    });
  });
}

type NavigationFormProps = { eventId: number; initialValues: NavigationFormValues };

/** The attendee menu (docs/rules/design.md#attendee-menu): the ordered menu with drag to reorder, labels, icons, visibility and the landing page. */
export function NavigationForm({ eventId, initialValues }: NavigationFormProps) {
  const { t } = useTranslation('navigation');
  const translate = useValidationTranslator();
  const form = useForm<NavigationFormValues>({ initialValues, validate: (values) => validateNavigation(values.items) });
  const dirty = form.isDirty();
  useLeavePageGuard(dirty);
  const save = useSaveNavigation();
  const items = form.getValues().items;
  const { language } = useLanguage();
  const nameOf = (item: NavigationFormItem) => navigationItemLabel(item, language) || t('newLink');

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameByKey = (key: string | number) => {
    const item = items.find((candidate) => candidate.key === key);
    return item ? nameOf(item) : '';
  };
  const position = (key: string | number) => items.findIndex((item) => item.key === key) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('announce.start', { name: nameByKey(active.id), position: position(active.id), total: items.length }),
    onDragOver: ({ active, over }) => (over ? t('announce.over', { name: nameByKey(active.id), position: position(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('announce.end', { name: nameByKey(active.id), position: position(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('announce.cancel', { name: nameByKey(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.key === active.id);
    const to = items.findIndex((item) => item.key === over.id);
    if (from < 0 || to < 0) return;
    form.reorderListItem('items', { from, to });
    form.clearErrors();
  };

  const field = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: translate(props.error) };
  };

  const setItems = (next: NavigationFormItem[]) => {
    form.setFieldValue('items', next);
    form.clearErrors();
  };

  const addLink = () => {
    form.insertListItem('items', newLinkItem());
    const index = items.length;
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-path="items.${index}.labelEn"]`)?.focus());
  };

  const remove = async (index: number) => {
    const item = items[index];
    if (!item || !(await confirmRemove(nameOf(item)))) return;
    setItems(items.filter((_, i) => i !== index));
  };

  const focusFirst = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)
      .filter((path) => path !== 'items')
      .sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1]))[0];
    if (first) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus());
  };

  const { failure, setFailure, handleSubmit } = useSubmitForm({
    form,
    send: (values) => save.mutateAsync({ eventId, body: navigationBody(values) }),
    // The list's errors are keyed by item path (items.2.labelEn), which the generic mapper does not know.
    handleError: (error) => {
      if (!(error instanceof ApiError && error.fields && Object.keys(error.fields).some((path) => path.startsWith('items')))) return false;
      form.setErrors(error.fields);
      focusFirst(error.fields);
      return true;
    },
    resetTo: (saved) => valuesFromNavigation(saved.items),
    savedToast: true,
  });

  const discard = async () => {
    if (await confirmDiscard()) {
      form.reset();
      setFailure(null);
    }
  };

  const listError = form.errors.items;
  const landingKey = items.find((item) => item.isLanding)?.key ?? null;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <form id={FORM_ID} noValidate onSubmit={form.onSubmit(handleSubmit, focusFirst)} onKeyDown={keepEnterFromSaving}>
        <Stack gap="md">
          {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
          {listError && <FormErrorAlert>{translate(listError)}</FormErrorAlert>}
          <Radio.Group
            value={landingKey}
            onChange={(key) => setItems(withLanding(items, key))}
            label={t('landingGroup')}
            description={t('landingHint')}
          >
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{ announcements, screenReaderInstructions: { draggable: t('announce.instructions') } }}
            >
              <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
                <Stack component="ol" gap="sm" mt="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
                  {items.map((item, index) => (
                    <NavigationItemRow
                      key={item.key}
                      item={item}
                      index={index}
                      name={nameOf(item)}
                      field={field}
                      onVisibleChange={(visible) => setItems(withVisibility(items, index, visible))}
                      onRemove={() => void remove(index)}
                      landingError={translate(form.errors[`items.${index}.isLanding`])}
                    />
                  ))}
                </Stack>
              </SortableContext>
            </DndContext>
          </Radio.Group>
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={addLink} disabled={items.length >= NAVIGATION_MAX_ITEMS}>
              {t('addLink')}
            </Button>
          </Group>
          {dirty && <SaveBar formId={FORM_ID} saving={save.isPending} onDiscard={() => void discard()} />}
        </Stack>
      </form>
    </Stack>
  );
}
