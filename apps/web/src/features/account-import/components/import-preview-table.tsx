import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_IMPORT_FIELDS, type AccountImportPreview, type AccountImportRowStatus } from '@aula/shared';
import { useProblemText } from '../hooks/use-problem-text';

const STATUS_COLOR: Record<AccountImportRowStatus, string> = { new: 'teal', existing: 'blue', invalid: 'red' };
const STATUS_LABEL = { new: 'preview.statusNew', existing: 'preview.statusExisting', invalid: 'preview.statusInvalid' } as const;

type Props = Pick<AccountImportPreview, 'rows' | 'problems' | 'mapping' | 'counts'>;

/** The first rows as mapped, each on its line; a cell with a problem says which, under its value. */
export function ImportPreviewTable({ rows, problems, mapping, counts }: Props) {
  const { t } = useTranslation('account-import');
  const problemText = useProblemText();
  const problemAt = new Map(problems.map((problem) => [`${problem.line}:${problem.field}`, problem]));
  const fields = ACCOUNT_IMPORT_FIELDS.filter((field) => mapping[field] !== null);
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('preview.line')}</Table.Th>
              <Table.Th>{t('preview.status')}</Table.Th>
              {fields.map((field) => (
                <Table.Th key={field}>{t(`fields.${field}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.line} data-line={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[row.status]}>
                    {t(STATUS_LABEL[row.status])}
                  </Badge>
                </Table.Td>
                {fields.map((field) => {
                  const problem = problemAt.get(`${row.line}:${field}`);
                  return (
                    <Table.Td key={field} c={problem ? 'red' : undefined} data-problem={problem ? problem.reason : undefined}>
                      {row.cells[field]}
                      {problem && (
                        <Text size="xs" c="red" fw={500}>
                          {problemText(problem)}
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length < counts.total && (
        <Text size="sm" c="dimmed">
          {t('preview.firstRows', { shown: rows.length, total: counts.total })}
        </Text>
      )}
    </Stack>
  );
}
