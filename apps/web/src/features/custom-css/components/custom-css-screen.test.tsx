import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorView } from '@codemirror/view';
import { ModalsProvider } from '@mantine/modals';
import { describe, expect, it } from 'vitest';
import type { CustomCss, Language } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi } from '@/test/stub-api';
import { CustomCssScreen } from './custom-css-screen';

const SAVED: CustomCss = {
  eventId: 5,
  css: '.bar{color:red}',
  version: 1,
  history: [{ version: 1, css: '.bar{color:red}', savedAt: '2026-11-27T10:00:00.000Z', savedBy: 'Ada Lovelace' }],
};

// The restore's confirmation opens in the app's modals provider, as in the shell.
const renderScreen = (lang: Language = 'en') =>
  renderWithProviders(
    <ModalsProvider>
      <CustomCssScreen />
    </ModalsProvider>,
    { path: '/event/:id/settings/advanced', url: '/event/5/settings/advanced', lang },
  );

/** Types into the editor as a user's keystrokes would leave it. */
async function typeCss(text: string): Promise<void> {
  const editor = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('.cm-editor');
    expect(element).not.toBeNull();
    return EditorView.findFromDOM(element!)!;
  });
  editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
}

describe('CustomCssScreen', () => {
  it("lists the server's problems at their line and column in German, and keeps the save bar", async () => {
    stubApi({
      'GET /customCss/5': () => SAVED,
      'GET /event/5': () => ({ code: null }),
      'POST /customCss/5/preview': () => ({ sanitizedCss: '', problems: [] }),
      'POST /customCss/5': () => ({
        status: 400,
        error: {
          code: 'validation_failed',
          message: 'Einige Felder sind ungültig.',
          fields: { css: 'validation.css_invalid' },
          problems: [{ field: 'css', key: 'validation.css_property', params: { line: 2, column: 3, name: 'behavior' } }],
        },
      }),
    });
    renderScreen('de');
    expect(await screen.findByRole('heading', { name: 'Eigenes CSS' })).toBeTruthy();
    await typeCss('.bar{color:red}\n  behavior:url(x.htc)');
    const saveBar = await screen.findByRole('region', { name: /.+/ });
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Zeile 2, Spalte 3: Die Eigenschaft „behavior“ ist nicht erlaubt.')).toBeTruthy();
    expect(screen.getByText('Das CSS wurde nicht gespeichert. Korrigieren Sie die Fehler unter dem Editor.')).toBeTruthy();
    expect(saveBar).toBeTruthy();
  });

  it('saves the CSS, lists the new version and hides the save bar', async () => {
    const saved: CustomCss = {
      ...SAVED,
      css: 'h1{color:blue}',
      version: 2,
      history: [{ version: 2, css: 'h1{color:blue}', savedAt: '2026-11-27T11:00:00.000Z', savedBy: 'Ada Lovelace' }, ...SAVED.history],
    };
    const calls = stubApi({
      'GET /customCss/5': () => SAVED,
      'GET /event/5': () => ({ code: null }),
      'POST /customCss/5/preview': () => ({ sanitizedCss: '', problems: [] }),
      'POST /customCss/5': () => saved,
    });
    renderScreen();
    await screen.findByRole('heading', { name: 'Custom CSS' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await typeCss('h1{color:blue}');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Restore version 1' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/customCss/5')?.body).toEqual({ css: 'h1{color:blue}' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  });

  it('restores a saved version only after the confirmation', async () => {
    const twoVersions: CustomCss = {
      ...SAVED,
      css: 'h1{color:blue}',
      version: 2,
      history: [{ version: 2, css: 'h1{color:blue}', savedAt: '2026-11-27T11:00:00.000Z', savedBy: '' }, ...SAVED.history],
    };
    const restored: CustomCss = { ...twoVersions, css: SAVED.css, version: 3, history: [{ ...SAVED.history[0]!, version: 3 }, ...twoVersions.history] };
    const calls = stubApi({
      'GET /customCss/5': () => twoVersions,
      'GET /event/5': () => ({ code: null }),
      'POST /customCss/5/preview': () => ({ sanitizedCss: '', problems: [] }),
      'POST /customCss/5/restore/1': () => restored,
    });
    renderScreen('de');
    await userEvent.click(await screen.findByRole('button', { name: 'Version 1 wiederherstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 1 wiederherstellen?' });
    expect(calls.some((call) => call.path === '/customCss/5/restore/1')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wiederherstellen' }));
    expect(await screen.findByRole('button', { name: 'Version 2 wiederherstellen' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/customCss/5/restore/1')).toHaveLength(1);
  });

  it('lists what the preview refuses while typing', async () => {
    stubApi({
      'GET /customCss/5': () => SAVED,
      'GET /event/5': () => ({ code: null }),
      'POST /customCss/5/preview': () => ({ sanitizedCss: '', problems: [{ code: 'at_rule', line: 1, column: 1, name: 'import' }] }),
    });
    renderScreen();
    await typeCss('@import "x.css";');
    expect(await screen.findByText('Line 1, column 1: “@import” is not allowed; use @media, @supports or @keyframes.')).toBeTruthy();
    expect(screen.getByText('1 problem')).toBeTruthy();
  });
});
