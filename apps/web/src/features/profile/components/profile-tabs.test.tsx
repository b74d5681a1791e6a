import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanyRole } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProfileTabs } from './profile-tabs';

const tabsOf = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

function renderTabs(role: CompanyRole, seesSystemSettings: boolean, lang: 'en' | 'de' = 'en') {
  renderWithProviders(
    <ProfileTabs tab="profile" role={role} seesSystemSettings={seesSystemSettings}>
      <p>content</p>
    </ProfileTabs>,
    { path: '/profile', lang },
  );
}

describe('ProfileTabs', () => {
  it('shows users and billing to owners, and system settings to admins only', async () => {
    renderTabs('owner', false);
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    expect(tabsOf()).toEqual(['Profile', 'Users', 'Billing']);
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a manager or host only their profile, and an admin the system settings', async () => {
    renderTabs('manager', true, 'de');
    await screen.findByRole('heading', { level: 1, name: 'Mein Profil' });
    expect(tabsOf()).toEqual(['Profil', 'Systemeinstellungen']);
  });
});
