import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGAGEMENT_WEIGHTS, type Language } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi, type StubAnswer } from '@/test/stub-api';
import { WeightsForm } from './weights-form';

function renderForm(lang: Language = 'en', answer: (body: unknown) => StubAnswer = (body) => body) {
  const calls = stubApi({ 'POST /analyticsWeights/7': (init) => answer(JSON.parse(String(init?.body))) });
  renderWithProviders(<WeightsForm eventId={7} weights={{ ...DEFAULT_ENGAGEMENT_WEIGHTS }} />, { lang });
  return calls;
}

const saves = (calls: ReturnType<typeof stubApi>) => calls.filter((call) => call.path === '/analyticsWeights/7');

describe('WeightsForm', () => {
  it('shows the weights and saves a change', async () => {
    const user = userEvent.setup();
    const calls = renderForm();
    const likes = screen.getByRole('textbox', { name: 'Like' });
    expect((likes as HTMLInputElement).value).toBe('1');
    expect((screen.getByRole('textbox', { name: 'Minute in the venue' }) as HTMLInputElement).value).toBe('0.1');
    await user.clear(likes);
    await user.type(likes, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save weights' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({ ...DEFAULT_ENGAGEMENT_WEIGHTS, likes: 1.5 });
  });

  it('refuses a weight out of range or with two decimals beside its field, before sending', async () => {
    const user = userEvent.setup();
    const calls = renderForm();
    const likes = screen.getByRole('textbox', { name: 'Like' });
    await user.clear(likes);
    await user.type(likes, '150');
    const questions = screen.getByRole('textbox', { name: 'Question' });
    await user.clear(questions);
    await user.type(questions, '2.25');
    await user.click(screen.getByRole('button', { name: 'Save weights' }));
    expect(await screen.findByText('Enter a number from 0 to 100')).toBeTruthy();
    expect(screen.getByText('Use at most one decimal place')).toBeTruthy();
    expect(likes.getAttribute('aria-invalid')).toBe('true');
    expect(saves(calls)).toHaveLength(0);
  });

  it('writes decimals with a comma in German, says the same there, and shows the server’s field error beside its field', async () => {
    const user = userEvent.setup();
    const calls = renderForm('de', () => ({
      status: 400,
      error: { code: 'validation_failed', message: 'Ungültige Eingabe', fields: { pollVotes: 'validation.engagement_weight_range' } },
    }));
    expect((screen.getByRole('textbox', { name: 'Minute am Veranstaltungsort' }) as HTMLInputElement).value).toBe('0,1');
    const likes = screen.getByRole('textbox', { name: 'Like' });
    await user.clear(likes);
    await user.type(likes, '-1');
    await user.click(screen.getByRole('button', { name: 'Gewichte speichern' }));
    expect(await screen.findByText('Geben Sie eine Zahl von 0 bis 100 ein')).toBeTruthy();
    await user.clear(likes);
    await user.type(likes, '2,5');
    await user.click(screen.getByRole('button', { name: 'Gewichte speichern' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Stimme in einer Umfrage' }).getAttribute('aria-invalid')).toBe('true'));
    expect(saves(calls).at(-1)!.body).toEqual({ ...DEFAULT_ENGAGEMENT_WEIGHTS, likes: 2.5 });
    expect(screen.getByText('Geben Sie eine Zahl von 0 bis 100 ein')).toBeTruthy();
  });
});
