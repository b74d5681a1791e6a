import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { OnlineCount } from './online-count';
import { OnlineDot } from './online-dot';

describe('online dot and count', () => {
  it('says "Online" beside the dot, not by colour alone, and shows nothing while offline', () => {
    renderWithProviders(
      <ul>
        <li data-testid="ada">
          <OnlineDot online />
        </li>
        <li data-testid="ben">
          <OnlineDot online={false} />
        </li>
      </ul>,
    );
    expect(screen.getByTestId('ada').textContent).toBe('Online');
    expect(screen.getByTestId('ben').childNodes).toHaveLength(0);
  });

  it('counts who is online, in German too', () => {
    renderWithProviders(<OnlineCount total={3} />, { lang: 'de' });
    expect(screen.getByTestId('online-count').textContent).toBe('3 online');
  });
});
