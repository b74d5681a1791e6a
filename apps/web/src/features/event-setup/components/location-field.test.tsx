import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClientConfig, PlaceSuggestion } from '@aula/shared';
import { useFieldProps } from '@/components/form/use-field-props';
import { initI18n } from '@/lib/i18n';
import { newEventValues } from '../lib/setup-form-values';
import { LocationField } from './general-fields';

const clientConfig = (mapsEnabled: boolean): ClientConfig => ({
  version: '0.8.6',
  botCheck: { provider: 'none', siteKey: '' },
  breachCheckUrl: 'https://range.test/range/',
  support: { mode: 'off', chatwootWebsiteToken: '', chatwootBaseUrl: '', crispWebsiteId: '' },
  termsUrl: { en: 'https://terms.test/en', de: 'https://terms.test/de' },
  maps: { enabled: mapsEnabled },
});

const estrel: PlaceSuggestion = {
  label: 'Estrel, 225, Sonnenallee, Neukölln, Berlin, 12057, Germany',
  location: 'Estrel, Berlin',
  address: [
    { type: 'route', name: 'Sonnenallee' },
    { type: 'locality', name: 'Berlin' },
    { type: 'country', name: 'Germany' },
  ],
};

const initialValues = newEventValues({ name: 'Summit', nowMs: Date.parse('2026-06-01T10:00:00Z'), timezone: 0 });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the client config and the place search; every requested path is recorded. */
function stubApi({ mapsEnabled, searchStatus = 200 }: { mapsEnabled: boolean; searchStatus?: number }) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.replace(/^\/api/, '');
      paths.push(path);
      if (path === '/clientConfig') return json({ data: clientConfig(mapsEnabled) });
      if (path.startsWith('/searchPlaces?') && searchStatus === 200) return json({ data: [estrel] });
      return json({ error: { code: 'place_search_unavailable', message: 'The place search could not be reached.' } }, searchStatus);
    }),
  );
  return paths;
}

/** The location field inside a form holding the setup values, with the address shown for the assertions. */
function Harness() {
  const form = useForm({ initialValues });
  const field = useFieldProps(form);
  return (
    <>
      <LocationField field={field('location')} onAddressChange={(address) => form.setFieldValue('address', address)} />
      <output data-testid="address">{JSON.stringify(form.getValues().address)}</output>
    </>
  );
}

function renderField() {
  initI18n('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Harness />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const address = () => JSON.parse(screen.getByTestId('address').textContent ?? '[]') as unknown;

describe('LocationField', () => {
  it('is a plain text field without a maps service', async () => {
    const paths = stubApi({ mapsEnabled: false });
    const user = userEvent.setup();
    renderField();
    await waitFor(() => expect(paths).toContain('/clientConfig'));
    const input = screen.getByRole('textbox', { name: /Location/ });
    await user.type(input, 'Estrel Berlin');
    expect((input as HTMLInputElement).value).toBe('Estrel Berlin');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(paths.some((path) => path.startsWith('/searchPlaces'))).toBe(false);
    expect(address()).toEqual([]);
  });

  it('suggests places and, on a pick, fills the location and the address', async () => {
    const paths = stubApi({ mapsEnabled: true });
    const user = userEvent.setup();
    renderField();
    const input = await screen.findByRole('combobox', { name: /Location/ });
    await user.type(input, 'Estrel');
    await user.click(await screen.findByRole('option', { name: estrel.label }));
    expect((input as HTMLInputElement).value).toBe('Estrel, Berlin');
    expect(address()).toEqual(estrel.address);
    expect(paths).toContain('/searchPlaces?q=Estrel');
    // The one-letter start was never sent: the server refuses it.
    expect(paths).not.toContain('/searchPlaces?q=E');

    // Edited by hand, the text no longer names the picked place, so its address is dropped.
    await user.type(input, ' Hall 2');
    expect((input as HTMLInputElement).value).toBe('Estrel, Berlin Hall 2');
    expect(address()).toEqual([]);
  });

  it('keeps free text working and says so when the place search fails', async () => {
    stubApi({ mapsEnabled: true, searchStatus: 503 });
    const user = userEvent.setup();
    renderField();
    const input = await screen.findByRole('combobox', { name: /Location/ });
    await user.type(input, 'Townhall Hof');
    expect(await screen.findByText('Place search is unavailable right now. Type the location yourself.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('Townhall Hof');
    expect(address()).toEqual([]);
  });
});
