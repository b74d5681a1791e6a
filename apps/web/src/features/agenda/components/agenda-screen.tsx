import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarDown, IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUtcOffset, type AgendaEvent } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { EmptyState } from '@/components/ui/empty-state';
import { formatWeekdayDate } from '@/lib/date-format';
import { showErrorToast } from '@/components/ui/toasts';
import { useAgenda } from '../api/get-agenda';
import { useAgendaEvent } from '../api/get-agenda-event';
import { useAgendaRooms } from '../api/get-agenda-rooms';
import { downloadAgendaIcal } from '../api/download-agenda-ical';
import { useSessionHostOptions } from '../api/session-hosts';
import { useSessionSpeakerOptions } from '../api/session-speakers';
import { useAgendaRoute } from '../hooks/use-agenda-route';
import { agendaDays, localized, viewerTimeZone, type SessionView, type ZoneMode } from '../lib/agenda-view';
import { AgendaDayList, type AgendaNames } from './agenda-day-list';
import { AgendaTimeline } from './agenda-timeline';
import { HostsPanel } from './hosts-panel';
import { TracksPanel } from './tracks-panel';
import { loadingProps } from '@/components/ui/loading-props';

type View = 'list' | 'timeline';

/**
 * /event/{id}/content/agenda: the tracks, and the sessions day by day or as a timeline by room,
 * on the event's clock or the viewer's, with overlap and out-of-range warnings and an iCal export.
 */
export function AgendaScreen() {
  const { t } = useTranslation('agenda');
  const { language: lang } = useLanguage();
  const { eventId } = useAgendaRoute();
  const { data: agenda, isError } = useAgenda(eventId);
  const { data: event } = useAgendaEvent(eventId);
  const { data: rooms } = useAgendaRooms(eventId);
  const { data: hostOptions } = useSessionHostOptions(eventId, lang);
  const { data: speakerOptions } = useSessionSpeakerOptions(eventId);
  const [view, setView] = useState<View>('list');
  const [zone, setZone] = useState<ZoneMode>('event');
  const [exporting, setExporting] = useState(false);
  const viewerZone = useMemo(() => viewerTimeZone(), []);
  // The switch answers at once; the 500-session list follows a moment later.
  const shownView = useDeferredValue(view);
  const shownZone = useDeferredValue(zone);

  const agendaEvent: AgendaEvent | null = event
    ? { startDate: event.startDate, startTime: event.startTime, endDate: event.endDate, endTime: event.endTime, timezoneOffset: event.timezone }
    : null;
  const days = useMemo(
    () => (agenda && agendaEvent ? agendaDays(agenda, agendaEvent, shownZone, viewerZone, lang) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- agendaEvent is derived from event
    [agenda, event, shownZone, viewerZone, lang],
  );
  const sessionCount = days.reduce((sum, day) => sum + day.sessions.length, 0);
  const warnings = useMemo(() => {
    const all = days.flatMap((day) => day.sessions);
    return { overlaps: all.filter((s) => s.overlapsWith).length, outside: all.filter((s) => s.problem).length };
  }, [days]);

  const names = useMemo((): AgendaNames => {
    const roomNames = new Map((rooms ?? []).map((room) => [room.id, localized(room.nameEn, room.nameDe, lang)]));
    const hostNames = new Map((hostOptions ?? []).map((option) => [Number(option.value), option.label]));
    const speakerNames = new Map((speakerOptions ?? []).map((option) => [option.id, option.name]));
    return {
      room: (id) => (id === null ? '' : (roomNames.get(id) ?? '')),
      hosts: (ids) => ids.map((id) => hostNames.get(id)).filter(Boolean).join(', '),
      speakers: (ids) => ids.map((id) => speakerNames.get(id)).filter(Boolean).join(', '),
      track: (s: SessionView) => (s.track ? localized(s.track.name, s.track.nameDe, lang) : t('tracks.none')),
      dayTitle: (date) => formatWeekdayDate(date, lang),
      editHref: (sessionId) => `/event/${eventId}/content/agenda/${sessionId}`,
    };
  }, [rooms, hostOptions, speakerOptions, lang, t, eventId]);
  const roomColumns = useMemo(() => (rooms ?? []).map((room) => ({ id: room.id, name: localized(room.nameEn, room.nameDe, lang) })), [rooms, lang]);
  const tracks = useMemo(() => (agenda?.categories ?? []).map(({ sessions, ...track }) => ({ ...track, sessionCount: sessions.length })), [agenda]);

  const exportIcal = useCallback(async () => {
    setExporting(true);
    try {
      await downloadAgendaIcal(eventId);
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  }, [eventId]);

  let content;
  if (isError) {
    content = <Alert color="red">{t('list.loadFailed')}</Alert>;
  } else if (!agenda || !event) {
    content = (
      <Stack gap="sm" {...loadingProps(t('list.loading'))}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={56} />
        ))}
      </Stack>
    );
  } else if (sessionCount === 0) {
    content = <EmptyState icon={IconCalendarEvent} title={t('list.emptyTitle')} text={t('list.emptyText')} />;
  } else if (shownView === 'timeline') {
    content = <AgendaTimeline days={days} rooms={roomColumns} names={names} />;
  } else {
    content = <AgendaDayList days={days} names={names} />;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('list.title')}</Title>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconCalendarDown size={18} aria-hidden />} loading={exporting} onClick={exportIcal} disabled={!agenda}>
            {t('list.exportIcal')}
          </Button>
          <Button component={Link} to={`/event/${eventId}/content/agenda/0`} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('list.add')}
          </Button>
        </Group>
      </Group>
      {agenda && <TracksPanel eventId={eventId} tracks={tracks} lang={lang} />}
      {agenda && <HostsPanel agenda={agenda} />}
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          aria-label={t('view.label')}
          value={view}
          onChange={(value) => setView(value as View)}
          data={[
            { value: 'list', label: t('view.list') },
            { value: 'timeline', label: t('view.timeline') },
          ]}
        />
        <SegmentedControl
          aria-label={t('zone.label')}
          value={zone}
          onChange={(value) => setZone(value as ZoneMode)}
          data={[
            { value: 'event', label: t('zone.event', { zone: event ? formatUtcOffset(event.timezone) : '' }) },
            { value: 'viewer', label: t('zone.viewer', { zone: viewerZone }) },
          ]}
        />
      </Group>
      {(warnings.overlaps > 0 || warnings.outside > 0) && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('warnings.title')} role="alert">
          {warnings.overlaps > 0 && <Text size="sm">{t('warnings.overlaps', { count: warnings.overlaps })}</Text>}
          {warnings.outside > 0 && <Text size="sm">{t('warnings.outside', { count: warnings.outside })}</Text>}
        </Alert>
      )}
      {content}
    </Stack>
  );
}
