import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, passwordRuleResults } from '@aula/shared';
import { useValidationTranslator } from '@/components/form/translate-validation';

/** The live requirements hint under a new password: each shared rule, ticked as soon as it is met. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('password');
  const translate = useValidationTranslator();
  const titleId = useId();
  const results = passwordRuleResults(password);
  return (
    <div id={id}>
      <Text id={titleId} size="sm" fw={500} mb={4}>
        {t('requirementsTitle')}
      </Text>
      <List aria-labelledby={titleId} size="sm" spacing={2} listStyleType="none">
        {PASSWORD_RULES.map((rule) => {
          const met = results[rule];
          return (
            <List.Item
              key={rule}
              data-rule={rule}
              data-met={met}
              c={met ? 'teal.8' : 'dimmed'}
              icon={
                <ThemeIcon size={18} radius="xl" color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'} aria-hidden>
                  {met ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              {translate(`validation.${rule}`)}
              <VisuallyHidden>{met ? t('ruleMet') : t('ruleNotMet')}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
