import { Button, Menu } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAIL_PLACEHOLDERS, placeholderToken, type MailPlaceholder } from '@aula/shared';

type PlaceholderMenuProps = {
  /** Names the field it inserts into, for screen readers and tests ("Insert placeholder into Subject"). */
  fieldLabel: string;
  onInsert(token: string): void;
};

/** The list of placeholders, each by its translated name; choosing one inserts `{{name}}` at the field's cursor. */
export function PlaceholderMenu({ fieldLabel, onInsert }: PlaceholderMenuProps) {
  const { t } = useTranslation('mail-templates');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" leftSection={<IconBraces size={14} aria-hidden />} aria-label={t('placeholders.insertInto', { field: fieldLabel })}>
          {t('placeholders.insert')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {MAIL_PLACEHOLDERS.map((name: MailPlaceholder) => (
          <Menu.Item key={name} onClick={() => onInsert(placeholderToken(name))} rightSection={<code>{placeholderToken(name)}</code>}>
            {t(`placeholders.${name}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
