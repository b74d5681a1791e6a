import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { useSwitchLanguage } from './use-switch-language';

/** The footer's language buttons (docs/rules/screens.md#the-shell). */
export function LanguageFooter() {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <Group h="100%" px="md" justify="flex-end" gap="xs" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          size="compact-sm"
          variant={language === lang ? 'filled' : 'subtle'}
          aria-pressed={language === lang}
          title={t(`language.${lang}`)}
          lang={lang}
          onClick={() => switchLanguage(lang)}
        >
          {lang.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
