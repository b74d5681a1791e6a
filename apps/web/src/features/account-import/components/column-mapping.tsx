import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_IMPORT_FIELDS, ACCOUNT_IMPORT_REQUIRED_FIELDS, type AccountImportField, type AccountImportMapping } from '@aula/shared';

type Props = {
  headers: readonly string[];
  mapping: AccountImportMapping;
  missingFields: readonly AccountImportField[];
  disabled: boolean;
  onChange: (field: AccountImportField, column: number | null) => void;
};

const NOT_IMPORTED = 'none';
const REQUIRED = new Set<AccountImportField>(ACCOUNT_IMPORT_REQUIRED_FIELDS);

/** One choice per field: which column of the file fills it, or none; the guess comes preselected. */
export function ColumnMapping({ headers, mapping, missingFields, disabled, onChange }: Props) {
  const { t } = useTranslation('account-import');
  const columns = [
    { value: NOT_IMPORTED, label: t('mapping.notImported') },
    ...headers.map((header, index) => ({
      value: String(index),
      label: header ? t('mapping.columnNamed', { header, number: index + 1 }) : t('mapping.column', { number: index + 1 }),
    })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {ACCOUNT_IMPORT_FIELDS.map((field) => (
        <Select
          key={field}
          label={t(`fields.${field}`)}
          withAsterisk={REQUIRED.has(field)}
          data={columns}
          value={mapping[field] === null ? NOT_IMPORTED : String(mapping[field])}
          allowDeselect={false}
          disabled={disabled}
          error={missingFields.includes(field) ? t('mapping.required') : undefined}
          onChange={(value) => onChange(field, value === null || value === NOT_IMPORTED ? null : Number(value))}
        />
      ))}
    </SimpleGrid>
  );
}
