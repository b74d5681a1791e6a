import { Button, MantineProvider } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { roomFieldsSchema, type Language, type MeetingIntegration, type RoomType } from '@aula/shared';
import { initI18n } from '@/lib/i18n';
import { newRoomValues } from '../lib/room-form-values';
import { RoomSourceFields } from './room-source-fields';

/** The source fields inside a form of the room schema, with buttons to switch the type and to validate. */
function Harness({ type, configuredProviders }: { type: RoomType; configuredProviders?: MeetingIntegration[] }) {
  const form = useForm({ initialValues: { ...newRoomValues(), nameEn: 'Room', type }, validate: schemaResolver(roomFieldsSchema, { sync: true }) });
  return (
    <MantineProvider>
      <RoomSourceFields form={form} configuredProviders={configuredProviders} />
      <Button onClick={() => form.validate()}>check</Button>
      <Button onClick={() => form.setFieldValue('type', 'embed')}>to embed</Button>
    </MantineProvider>
  );
}

const renderFields = (type: RoomType, lang: Language = 'en', configuredProviders?: MeetingIntegration[]) => {
  initI18n(lang);
  return render(<Harness type={type} configuredProviders={configuredProviders} />);
};

/** The texts an input is described by (its hint and its error), as a screen reader reads them. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');

const inputs = () => screen.queryAllByRole('textbox').map((input) => input.getAttribute('data-path'));

describe('room source fields', () => {
  it.each<[RoomType, string[]]>([
    ['stage', ['streamUrl', 'qaEmbedCode']],
    ['meeting', ['meetingProvider', 'meetingUrl']],
    ['networking', []],
    ['expo', ['meetingProvider', 'meetingUrl']],
    ['embed', ['embedCode', 'qaEmbedCode']],
  ])('shows only what a %s needs', (type, fields) => {
    renderFields(type);
    const shown = [...inputs(), ...screen.queryAllByRole('combobox').map((input) => input.getAttribute('data-path'))];
    expect(shown.sort()).toEqual([...fields].sort());
  });

  it('follows a change of type', async () => {
    renderFields('stage');
    expect(screen.getByRole('textbox', { name: /Livestream URL/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'to embed' }));
    expect(screen.queryByRole('textbox', { name: /Livestream URL/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /IFRAME code/ })).toBeTruthy();
  });

  it('shows each validator message next to its field, in English and German', async () => {
    const { unmount } = renderFields('embed');
    await userEvent.type(screen.getByRole('textbox', { name: /IFRAME code/ }), 'not an iframe');
    await userEvent.type(screen.getByRole('textbox', { name: /Slido code/ }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'check' }));
    await waitFor(() => expect(description(screen.getByRole('textbox', { name: /IFRAME code/ }))).toMatch(/Invalid IFRAME code/));
    expect(description(screen.getByRole('textbox', { name: /Slido code/ }))).toMatch(/Invalid Slido code/);
    unmount();

    renderFields('stage', 'de');
    await userEvent.type(screen.getByRole('textbox', { name: /Livestream-URL/ }), 'ftp://x.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'check' }));
    await waitFor(() => expect(description(screen.getByRole('textbox', { name: /Livestream-URL/ }))).toMatch(/Ungültige URL/));
  });

  it('offers only the integrations the event has on, and asks a meeting of one for no link', async () => {
    renderFields('meeting', 'en', ['bigbluebutton']);
    const provider = screen.getByRole('combobox', { name: /Meeting provider/ });
    await userEvent.click(provider);
    const list = await waitFor(() => document.getElementById(provider.getAttribute('aria-controls') ?? '')!);
    expect(within(list).getByRole('option', { name: 'Jitsi (set up under Settings > Integrations first)', hidden: true }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(within(list).getByRole('option', { name: 'BigBlueButton', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Meeting link/ })).toBeNull());
    expect(description(provider)).toMatch(/Attendees join through the BigBlueButton settings of this event/);
  });

  it.each<[Language, RegExp, string, string, RegExp]>([
    ['en', /Zoom invitation link/, 'Paste the meeting', 'Meeting 85012345678, with passcode.', /Meeting link/],
    ['de', /Zoom-Einladungslink/, 'Fügen Sie den Zoom-Einladungslink des Meetings ein', 'Meeting 85012345678, mit Kenncode.', /Meeting-Link/],
  ])('asks a Zoom meeting for its invitation link and shows the meeting it names (%s)', async (lang, label, refusal, found, plainLabel) => {
    renderFields('meeting', lang, ['zoom']);
    const provider = screen.getByRole('combobox', { name: lang === 'en' ? /Meeting provider/ : /Meeting-Anbieter/ });
    await userEvent.click(provider);
    const list = await waitFor(() => document.getElementById(provider.getAttribute('aria-controls') ?? '')!);
    await userEvent.click(within(list).getByRole('option', { name: 'Zoom', hidden: true }));
    const link = await screen.findByRole('textbox', { name: label });
    expect(screen.queryByRole('textbox', { name: plainLabel })).toBeNull();

    // Organisers paste the link from Zoom's invitation.
    await userEvent.click(link);
    await userEvent.paste('https://zoom.us/j/123');
    await userEvent.click(screen.getByRole('button', { name: 'check' }));
    await waitFor(() => expect(description(link)).toContain(refusal));

    await userEvent.clear(link);
    await userEvent.paste('https://us02web.zoom.us/j/85012345678?pwd=aB3.1');
    await userEvent.click(screen.getByRole('button', { name: 'check' }));
    await waitFor(() => expect(description(link).trim()).toBe(found));
  });
});
