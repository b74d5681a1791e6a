import { PASSWORD_RULES, passwordRuleResults } from '@aula/shared';
import { useTexts } from '../lib/texts-context';

/** The password rules (docs/rules/accounts-and-sign-in.md#passwords) as a checklist that follows the typing, each line saying whether it is met. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTexts();
  const results = passwordRuleResults(password);
  return (
    <>
      <p>{t('setPassword.rulesIntro')}</p>
      <ul className="rules">
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} className={results[rule] ? 'met' : undefined}>
            <span aria-hidden="true">{results[rule] ? '✓' : '•'}</span> {t(`validation.${rule}`)}
            <span className="visually-hidden"> ({t(results[rule] ? 'setPassword.met' : 'setPassword.notMet')})</span>
          </li>
        ))}
      </ul>
    </>
  );
}
