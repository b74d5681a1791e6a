import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImageRef, LibraryImage } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { ImageField } from './image-field';

const libraryImage: LibraryImage = {
  id: 7,
  url: '/api/files/abcdefgh1234.png',
  fileName: 'stage.png',
  contentType: 'image/png',
  byteSize: 2048,
  width: 500,
  height: 500,
  createdAt: '2026-06-01T10:00:00.000Z',
  usedBy: [],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the library list and records every request. */
function stubApi(uploadAnswer: () => Response = () => json({ data: libraryImage }), library: LibraryImage[] = [libraryImage]) {
  const requests: { method: string; path: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      requests.push({ method, path });
      if (path === '/api/library/images' && method === 'GET') return json({ data: library });
      if (path.startsWith('/api/library/images?') && method === 'POST') return uploadAnswer();
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return requests;
}

function Harness({ square = false, initial = null }: { square?: boolean; initial?: ImageRef | null }) {
  const [value, setValue] = useState<ImageRef | null>(initial);
  return (
    <>
      <ImageField label="Room image" value={value} onChange={setValue} square={square} />
      <output data-testid="value">{value ? String(value.id) : 'none'}</output>
    </>
  );
}

const descriptionOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('ImageField', () => {
  it('shows the hint for square images and refuses a wrong format before any upload', async () => {
    const requests = stubApi();
    renderWithProviders(<Harness square />);
    expect(screen.getByText('PNG or JPG, max 1 MB, at least 500x500 px, ratio 1:1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Choose image/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(fileInput(), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }), { applyAccept: false });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid file format');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('refuses a file over 1 MB as "Invalid file size" in German, before any upload', async () => {
    const requests = stubApi();
    renderWithProviders(<Harness />, { lang: 'de' });
    await userEvent.click(screen.getByRole('button', { name: /Bild wählen/ }));
    const dialog = await screen.findByRole('dialog');
    const big = new File([new Uint8Array(1_048_577)], 'big.png', { type: 'image/png' });
    await userEvent.upload(fileInput(), big);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Ungültige Dateigröße');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal next to the upload", async () => {
    stubApi(() =>
      json({ error: { code: 'validation_failed', message: 'Invalid file format', fields: { file: 'validation.invalid_file_format' } } }, 400),
    );
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /Choose image/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(fileInput(), new File(['not really'], 'renamed.png', { type: 'image/png' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid file format');
  });

  it('uploads an accepted file and takes it as the value', async () => {
    const requests = stubApi();
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /Choose image/ }));
    await screen.findByRole('dialog');
    await userEvent.upload(fileInput(), new File([new Uint8Array(100)], 'stage.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('7'));
    expect(requests).toContainEqual({ method: 'POST', path: '/api/library/images?shape=any' });
  });

  it('picks an image from the library, and removes it again', async () => {
    stubApi();
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /Choose image/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose stage.png' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('7'));
    expect(screen.getByRole('img', { name: 'Room image' }).getAttribute('src')).toBe(libraryImage.url);
    await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
    expect(screen.getByTestId('value').textContent).toBe('none');
  });

  it('offers a library image that does not fit a square slot with the reason, in German too, and does not pick it', async () => {
    const small = { ...libraryImage, id: 8, fileName: 'small.png', width: 400, height: 400 };
    const wide = { ...libraryImage, id: 9, fileName: 'wide.png', width: 900, height: 600 };
    stubApi(undefined, [libraryImage, small, wide]);
    renderWithProviders(<Harness square />, { lang: 'de' });
    await userEvent.click(screen.getByRole('button', { name: /Bild wählen/ }));
    const smallButton = await screen.findByRole('button', { name: 'small.png wählen' });
    expect(smallButton.hasAttribute('disabled')).toBe(true);
    expect(descriptionOf(smallButton)).toBe('Passt hier nicht: Das Bild muss mindestens 500x500 px groß sein.');
    expect(descriptionOf(screen.getByRole('button', { name: 'wide.png wählen' }))).toBe('Passt hier nicht: Das Bild muss quadratisch sein (Seitenverhältnis 1:1).');
    await userEvent.click(smallButton);
    expect(screen.getByTestId('value').textContent).toBe('none');
    await userEvent.click(screen.getByRole('button', { name: 'stage.png wählen' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('7'));
  });

  it('offers every library image for a slot of any shape', async () => {
    stubApi(undefined, [{ ...libraryImage, id: 9, fileName: 'wide.png', width: 900, height: 300 }]);
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /Choose image/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose wide.png' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('9'));
  });
});
