import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { PasswordChecklist } from './password-checklist';

function renderChecklist(password: string, listName = 'Your password needs') {
  render(
    <MantineProvider>
      <PasswordChecklist password={password} />
    </MantineProvider>,
  );
  const list = screen.getByRole('list', { name: listName });
  return within(list).getAllByRole('listitem').map((item) => item.textContent);
}

describe('PasswordChecklist', () => {
  beforeAll(() => {
    initI18n('en');
  });

  it('lists the five rules, none met for an empty password', () => {
    expect(renderChecklist('')).toEqual([
      'At least 8 characters(not met yet)',
      'At least one uppercase letter(not met yet)',
      'At least one lowercase letter(not met yet)',
      'At least one digit(not met yet)',
      'At least one special character, such as ! ? # or -(not met yet)',
    ]);
  });

  it('ticks each rule the password meets', () => {
    expect(renderChecklist('abcdefgH')).toEqual([
      'At least 8 characters(met)',
      'At least one uppercase letter(met)',
      'At least one lowercase letter(met)',
      'At least one digit(not met yet)',
      'At least one special character, such as ! ? # or -(not met yet)',
    ]);
  });

  it('speaks German when the UI does', async () => {
    const i18n = initI18n('de');
    await i18n.changeLanguage('de');
    expect(renderChecklist('1!', 'Ihr Passwort braucht')[3]).toBe('Mindestens eine Ziffer(erfüllt)');
    await i18n.changeLanguage('en');
  });
});
