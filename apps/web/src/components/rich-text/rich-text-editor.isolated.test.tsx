import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { showErrorToast } from '@/components/ui/toasts';
import { RichTextEditor } from './rich-text-editor';

vi.mock('@/components/ui/toasts', () => ({ showErrorToast: vi.fn() }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function Harness({ initial = '' }: { initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor label="Description" value={html} onChange={setHtml} eventId={5} />
      <output data-testid="html">{html}</output>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the value and a toolbar in the language of the UI', async () => {
    renderWithProviders(<Harness initial="<p>Hello <strong>world</strong></p>" />, { lang: 'de' });
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    expect(editor.innerHTML).toContain('<strong>world</strong>');
    for (const name of ['Fett', 'Kursiv', 'Aufzählung', 'Nummerierte Liste', 'Link', 'Bild einfügen', 'Überschrift']) {
      expect(screen.getByRole('button', { name }), name).toBeTruthy();
    }
  });

  it('uploads an inserted image for its event and puts the answered address into the text', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(`${init?.method ?? 'GET'} ${String(input)}`);
        return json({ data: { location: '/api/files/abcdefgh1234.png' } });
      }),
    );
    renderWithProviders(<Harness initial="<p>Text</p>" />);
    await screen.findByRole('textbox', { name: 'Description' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/png,image/jpeg,.png,.jpg,.jpeg');
    await userEvent.upload(input, new File([new Uint8Array(64)], 'inline.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('html').textContent).toContain('src="/api/files/abcdefgh1234.png"'));
    expect(requests).toEqual(['POST /api/tinymceUpload/5']);
  });

  it('refuses a file that is too large before any upload', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<Harness initial="<p>Text</p>" />);
    await screen.findByRole('textbox', { name: 'Description' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array(1_048_577)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(showErrorToast).toHaveBeenCalledWith('Invalid file size'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
