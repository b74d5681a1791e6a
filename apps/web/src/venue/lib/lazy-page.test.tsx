import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lazyVenuePage } from './lazy-page';
import { loadTexts } from './texts';
import { TextsProvider, useChangeLanguage, useTexts } from './texts-context';

type Catalogue = { [key: string]: string | Catalogue };

const pageCatalogues = import.meta.glob<Catalogue>('../../locales/*/venue-pages/*.json', { eager: true, import: 'default' });

function keysOf(node: Catalogue, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

function WallTitle() {
  const { t } = useTexts();
  const changeLanguage = useChangeLanguage();
  return (
    <>
      <p>
        {t('wall.loadOlder')} · {t('frame.reload')}
      </p>
      <button type="button" onClick={() => void changeLanguage('de')}>
        Deutsch
      </button>
    </>
  );
}

async function renderPage(Page: ComponentType) {
  render(
    <TextsProvider initial={await loadTexts('en')}>
      <main>
        <Page />
      </main>
    </TextsProvider>,
  );
}

describe('a venue page that loads with its texts', () => {
  it('shows its own texts beside the venue\'s, and the other language\'s after a change', async () => {
    await renderPage(lazyVenuePage('wall', async () => WallTitle));
    expect(await screen.findByText('Show earlier posts · Reload')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByText('Ältere Beiträge anzeigen · Neu laden')).toBeTruthy();
  });

  it('asks for a reload when its code cannot be fetched', async () => {
    await renderPage(lazyVenuePage('wall', () => Promise.reject(new Error('offline'))));
    expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('has every page text in English and German', () => {
    const pages = Object.keys(pageCatalogues).filter((file) => file.includes('/en/'));
    expect(pages.length).toBeGreaterThan(3);
    for (const file of pages) {
      const [en, de] = [file, file.replace('/en/', '/de/')].map((name) => keysOf(pageCatalogues[name] ?? {}).sort());
      expect(de, file).toEqual(en);
    }
  });
});
