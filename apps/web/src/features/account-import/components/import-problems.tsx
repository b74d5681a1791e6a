import { Alert, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccountImportField, AccountImportProblem } from '@aula/shared';
import { useProblemText } from '../hooks/use-problem-text';

type Props = { problems: readonly AccountImportProblem[]; problemCount: number; missingFields: readonly AccountImportField[] };

/** Every problem the preview lists, each with its line and column (the first ones), and how many there are in all. */
export function ImportProblems({ problems, problemCount, missingFields }: Props) {
  const { t } = useTranslation('account-import');
  const problemText = useProblemText();
  const count = problemCount + missingFields.length;
  if (count === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('problems.heading', { count })} role="region" aria-label={t('problems.heading', { count })}>
      <Stack gap="sm">
        <Text size="sm">{t('problems.intro')}</Text>
        {missingFields.length > 0 && (
          <Text size="sm" fw={500}>
            {t('problems.missingFields', { fields: missingFields.map((field) => t(`fields.${field}`)).join(', ') })}
          </Text>
        )}
        {problems.length > 0 && (
          <Table.ScrollContainer minWidth={420} maxHeight={320}>
            <Table striped withTableBorder bg="var(--mantine-color-body)">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('problems.line')}</Table.Th>
                  <Table.Th>{t('problems.field')}</Table.Th>
                  <Table.Th>{t('problems.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {problems.map((problem) => (
                  <Table.Tr key={`${problem.line}:${problem.field}`}>
                    <Table.Td>{problem.line}</Table.Td>
                    <Table.Td>{t(`fields.${problem.field}`)}</Table.Td>
                    <Table.Td>{problemText(problem)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {problems.length < problemCount && (
          <Text size="sm" c="dimmed">
            {t('problems.shown', { shown: problems.length, total: problemCount })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
