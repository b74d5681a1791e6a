import { useState } from 'react';
import { MEETING_EMBEDDED, venueMeetingCalls, type MeetingIntegration } from '@aula/shared';
import { errorText } from '../lib/error-text';
import { useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';
import { EmbedFrame, MEETING_ALLOW } from '../ui/embed-frame';
import { openPendingTab } from '@/lib/pending-tab';

type MeetingJoinProps = { roomId: number; roomName: string; provider: MeetingIntegration };

/**
 * Joins a meeting room of one of the event's integrations (docs/rules/venue.md#rooms-in-the-venue): the server answers
 * the address under the attendee's name, which opens here where the provider allows embedding and
 * in a new tab where it does not (docs/decisions/0130-meetings-embedded-or-in-a-new-tab.md).
 */
export function MeetingJoin({ roomId, roomName, provider }: MeetingJoinProps) {
  const { t } = useTexts();
  const [joining, setJoining] = useState(false);
  const [embedded, setEmbedded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const opensTab = !MEETING_EMBEDDED[provider];

  const join = async () => {
    setJoining(true);
    setFailure(null);
    const tab = opensTab ? openPendingTab() : null;
    try {
      const answer = await venueCall(venueMeetingCalls.join, { params: { roomId } });
      if (answer.embed) setEmbedded(answer.url);
      else if (tab) tab.go(answer.url);
      else window.location.assign(answer.url);
    } catch (error) {
      tab?.close();
      setFailure(errorText(error, t));
    } finally {
      setJoining(false);
    }
  };

  if (embedded) return <EmbedFrame src={embedded} title={t('room.meetingFrame', { room: roomName })} tall allow={MEETING_ALLOW} />;
  return (
    <>
      <p>
        <button type="button" className="button" onClick={() => void join()} disabled={joining} aria-busy={joining}>
          {joining ? t('room.joining') : t('room.joinMeeting')}
          {opensTab && <span className="visually-hidden"> {t('frame.opensInNewTab')}</span>}
        </button>
      </p>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
