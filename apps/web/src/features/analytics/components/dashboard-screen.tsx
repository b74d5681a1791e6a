import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { watchHours, type AnalyticsDashboard } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { useAnalyticsDashboard } from '../api/get-analytics-dashboard';
import { useAnalyticsRoute } from '../hooks/use-analytics-route';
import { useDayAndPage } from '../hooks/use-day-and-page';
import { formatCount, formatDecimal, formatEventTime, formatPercent } from '../lib/format';
import { seriesPoints } from '../lib/series-points';
import { AfterFirstFigures } from './after-first-figures';
import { AnalyticsPage } from './analytics-page';
import { ChartWithTable } from './chart-with-table';
import { ExportButtons } from './export-buttons';
import { FigureCard } from './figure-card';
import { FunnelFigures } from './funnel-figures';
import { AnalyticsLoadFailed, AnalyticsLoading, NoAttendeesYet } from './load-states';
import { NowPanel } from './now-panel';
import { RetentionForm } from './retention-form';
import { WeightsForm } from './weights-form';

/** /event/{id}/analytics/dashboard (docs/rules/analytics.md#screens): who is online now, the funnel, the headline figures, the concurrent curve, the weights and the retention. */
export function DashboardScreen() {
  const { t } = useTranslation('analytics');
  const { eventId } = useAnalyticsRoute();
  const { day, setDay } = useDayAndPage();
  const { data, isError } = useAnalyticsDashboard(eventId, day);
  return (
    <AnalyticsPage
      title={t('titles.dashboard')}
      days={data?.period.days ?? []}
      day={day}
      onDay={setDay}
      exports={<ExportButtons eventId={eventId} screen="dashboard" query={{ day: day ?? '' }} withPdf />}
    >
      <NowPanel eventId={eventId} />
      {data ? <DashboardFigures eventId={eventId} data={data} /> : isError ? <AnalyticsLoadFailed /> : <AnalyticsLoading />}
    </AnalyticsPage>
  );
}

function DashboardFigures({ eventId, data }: { eventId: number; data: AnalyticsDashboard }) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  const none = t('state.none');
  const offset = data.period.timezoneOffset;
  return (
    <Stack gap="lg">
      <FunnelFigures funnel={data.funnel} />
      {data.uniqueAttendees === 0 ? (
        <NoAttendeesYet day={data.period.day} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <FigureCard label={t('figures.uniqueAttendees')} definition={t('definitions.uniqueAttendees')} value={formatCount(data.uniqueAttendees, language)} />
            <FigureCard
              label={t('figures.peakConcurrent')}
              definition={t('definitions.peakConcurrent')}
              value={formatCount(data.peakConcurrent.attendees, language)}
              detail={data.peakConcurrent.minute && t('figures.peakAt', { time: formatEventTime(data.peakConcurrent.minute, offset) })}
            />
            <FigureCard
              label={t('figures.watchMinutes')}
              definition={t('definitions.watchMinutes')}
              value={formatCount(data.watchMinutes, language)}
              detail={t('figures.watchHours', { hours: formatDecimal(watchHours(data.watchMinutes), language) })}
            />
            <FigureCard
              label={t('figures.averageMinutes')}
              definition={t('definitions.averageMinutes')}
              value={data.averageMinutes === null ? none : formatDecimal(data.averageMinutes, language)}
            />
            <FigureCard
              label={t('figures.engagementRate')}
              definition={t('definitions.engagementRate')}
              value={data.engagementRate === null ? none : formatPercent(data.engagementRate, language)}
            />
            <FigureCard label={t('figures.eventScore')} definition={t('definitions.eventScore')} value={data.eventScore === null ? none : formatDecimal(data.eventScore, language)} />
          </SimpleGrid>
          <ChartWithTable
            title={t('figures.concurrent')}
            definition={t('definitions.concurrent')}
            kind="area"
            data={seriesPoints(data.concurrent, offset, language)}
            labelHeading={t('chart.time')}
            valueLabel={t('figures.attendees')}
          />
        </>
      )}
      <AfterFirstFigures>
        <WeightsForm eventId={eventId} weights={data.weights} />
        <RetentionForm eventId={eventId} retentionDays={data.retentionDays} />
      </AfterFirstFigures>
    </Stack>
  );
}
