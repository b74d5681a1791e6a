import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_DESIGN } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import type { DesignFormValues } from '../lib/design-form-values';
import { DesignPreview } from './design-preview';

const values = (change: Partial<DesignFormValues>): DesignFormValues => ({
  image: null,
  logo: null,
  banner: null,
  ...DEFAULT_EVENT_DESIGN,
  ...change,
});

const event = { name: 'Harbour Summit', startDate: '2027-03-12', endDate: '2027-03-13', startTime: '09:00', endTime: '17:00' };

/** The preview must write black on light colours and white on dark ones. */
const BLACK = '#000000';
const WHITE = '#ffffff';

/** The element's inline text colour as #rrggbb, whichever way the DOM reports it. */
function textColour(element: HTMLElement): string {
  const value = element.style.color;
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(value);
  if (!rgb) return value;
  return `#${rgb.slice(1).map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`;
}

describe('design preview', () => {
  it.each<[string, string, string]>([
    ['#a5a5a5 (luminance 165)', '#a5a5a5', WHITE],
    ['#a6a6a6 (luminance 166)', '#a6a6a6', BLACK],
    ['a dark blue', '#1864ab', WHITE],
    ['a light yellow', '#ffd43b', BLACK],
  ])('writes the button text on %s in the right colour', async (_name, primaryColor, expected) => {
    renderWithProviders(<DesignPreview values={values({ primaryColor })} fallback={DEFAULT_EVENT_DESIGN} event={event} />);
    const button = await screen.findByTestId('preview-button');
    expect(button.textContent).toBe('Enter the event');
    expect(textColour(button)).toBe(expected);
  });

  it('colours the card, the page and its text, and uses the chosen font', async () => {
    renderWithProviders(
      <DesignPreview values={values({ accentColor: '#212529', backgroundColor: '#ffffff', font: 'georgia' })} fallback={DEFAULT_EVENT_DESIGN} event={event} />,
    );
    expect(textColour(await screen.findByTestId('preview-card'))).toBe(WHITE);
    const page = screen.getByTestId('design-preview');
    expect(textColour(page)).toBe(BLACK);
    expect(page.style.fontFamily).toContain('Georgia');
    expect(screen.getByText('Harbour Summit')).toBeTruthy();
    expect(screen.getByText('12 Mar 2027, 09:00 – 13 Mar 2027, 17:00')).toBeTruthy();
  });

  it('keeps the last valid colour while one is being typed, and speaks German', async () => {
    renderWithProviders(<DesignPreview values={values({ primaryColor: '#ff' })} fallback={{ ...DEFAULT_EVENT_DESIGN, primaryColor: '#ffffff' }} event={event} />, {
      lang: 'de',
    });
    const button = await screen.findByTestId('preview-button');
    expect(button.textContent).toBe('Zum Event');
    expect(textColour(button)).toBe(BLACK);
    expect(screen.getByText('12. März 2027, 09:00 – 13. März 2027, 17:00')).toBeTruthy();
  });
});
