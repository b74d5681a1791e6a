import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booth } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi } from '@/test/stub-api';
import { BoothSection } from './booth-section';

const booth: Booth = {
  roomId: 4,
  logo: null,
  description: 'Visit us',
  links: [{ label: 'Datasheet', url: 'https://sponsor.example.com/data' }],
  files: [{ id: 9, url: '/api/files/a.png', fileName: 'flyer.png', contentType: 'image/png', byteSize: 10 }],
};

afterEach(() => vi.unstubAllGlobals());

describe('booth section', () => {
  it('shows the saved booth and sends the edited content', async () => {
    const calls = stubApi({ 'GET /booth/3/4': () => booth, 'POST /booth': () => ({ ...booth, description: 'Visit us\nat stand 4' }) });
    renderWithProviders(<BoothSection eventId={3} roomId={4} />);
    const description = await screen.findByRole('textbox', { name: 'Booth text' });
    await userEvent.type(description, '{enter}at stand 4');
    await userEvent.click(screen.getByRole('button', { name: 'Save booth' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      eventId: 3,
      roomId: 4,
      logoId: null,
      description: 'Visit us\nat stand 4',
      links: booth.links,
      fileIds: [9],
    });
  });

  it('refuses a link that is not https beside its field, in German', async () => {
    const calls = stubApi({ 'GET /booth/3/4': () => booth });
    renderWithProviders(<BoothSection eventId={3} roomId={4} />, { lang: 'de' });
    const address = await screen.findByRole('textbox', { name: 'Adresse' });
    await userEvent.clear(address);
    await userEvent.type(address, 'http://sponsor.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Stand speichern' }));
    expect(await screen.findByText('Geben Sie eine Adresse ein, die mit https:// beginnt')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds and removes links', async () => {
    stubApi({ 'GET /booth/3/4': () => ({ ...booth, links: [] }) });
    renderWithProviders(<BoothSection eventId={3} roomId={4} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add link' }));
    expect(screen.getByRole('textbox', { name: 'Label' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove link 1' }));
    expect(screen.queryByRole('textbox', { name: 'Label' })).toBeNull();
  });
});
