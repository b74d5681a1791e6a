import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, initI18n } from './i18n';
import { useLanguage } from './use-language';

function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  return (
    <button type="button" onClick={() => void setLanguage(language === 'en' ? 'de' : 'en')}>
      {language}
    </button>
  );
}

describe('useLanguage', () => {
  afterEach(() => changeLanguage('en'));

  it('answers the UI language and switches texts, <html lang> and the remembered choice', async () => {
    initI18n('en');
    render(<LanguageSwitch />);
    const button = screen.getByRole('button', { name: 'en' });
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'de' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('aula.lang')).toBe('de');
  });

  it('re-renders when the language changes elsewhere', async () => {
    initI18n('en');
    render(<LanguageSwitch />);
    await act(() => changeLanguage('de'));
    expect(await screen.findByRole('button', { name: 'de' })).toBeTruthy();
  });
});
