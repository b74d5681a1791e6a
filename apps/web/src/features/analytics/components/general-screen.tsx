import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsGeneral } from '@aula/shared';
import { formatWeekdayDate } from '@/lib/date-format';
import { useLanguage } from '@/lib/use-language';
import { useAnalyticsGeneral } from '../api/get-analytics-general';
import { useAnalyticsRoute } from '../hooks/use-analytics-route';
import { useDayAndPage } from '../hooks/use-day-and-page';
import { formatEventDateTime } from '../lib/format';
import { AfterFirstFigures } from './after-first-figures';
import { AnalyticsPage } from './analytics-page';
import { ChartWithTable } from './chart-with-table';
import { CountTable } from './count-table';
import { ExportButtons } from './export-buttons';
import { AnalyticsLoadFailed, AnalyticsLoading, NoAttendeesYet } from './load-states';
import { SectionTitle } from './section-title';

/** /event/{id}/analytics/general: attendance by day and hour (event zone), languages, browsers and mail sends. */
export function GeneralScreen() {
  const { t } = useTranslation('analytics');
  const { eventId } = useAnalyticsRoute();
  const { day, setDay } = useDayAndPage();
  const { data, isError } = useAnalyticsGeneral(eventId, day);
  return (
    <AnalyticsPage
      title={t('titles.general')}
      days={data?.period.days ?? []}
      day={day}
      onDay={setDay}
      exports={<ExportButtons eventId={eventId} screen="general" query={{ day: day ?? '' }} />}
    >
      {data ? <GeneralFigures data={data} /> : isError ? <AnalyticsLoadFailed /> : <AnalyticsLoading />}
    </AnalyticsPage>
  );
}

function GeneralFigures({ data }: { data: AnalyticsGeneral }) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  const attended = data.byDay.some((row) => row.attendees > 0);
  const mail = (
    <Stack gap="xs">
      <SectionTitle title={t('general.mail')} definition={t('definitions.mail')} />
      <CountTable
        label={t('general.mail')}
        columns={[t('general.mailStatus'), t('general.count')]}
        rows={[
          [t('figures.mailDelivered'), data.mail.delivered],
          [t('figures.mailFailed'), data.mail.failed],
        ]}
      />
    </Stack>
  );
  if (!attended) {
    return (
      <Stack gap="lg">
        <NoAttendeesYet day={data.period.day} />
        {mail}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <ChartWithTable
        title={t('general.byDay')}
        definition={t('definitions.uniqueAttendees')}
        kind="bar"
        data={data.byDay.map((row) => ({ label: formatWeekdayDate(row.day, language), value: row.attendees }))}
        labelHeading={t('general.day')}
        valueLabel={t('figures.uniqueAttendees')}
      />
      <AfterFirstFigures>
        <ChartWithTable
          title={t('general.byHour')}
          definition={t('definitions.uniqueAttendees')}
          kind="bar"
          data={data.byHour.map((row) => ({ label: formatEventDateTime(row.at, data.period.timezoneOffset, language), value: row.attendees }))}
          labelHeading={t('chart.time')}
          valueLabel={t('figures.uniqueAttendees')}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Stack gap="xs">
            <SectionTitle title={t('general.languages')} definition={t('definitions.languages')} />
            <CountTable
              label={t('general.languages')}
              columns={[t('general.language'), t('figures.attendees')]}
              rows={data.languages.map((row) => [languageName(row.language, language), row.attendees] as const)}
            />
          </Stack>
          <Stack gap="xs">
            <SectionTitle title={t('general.browsers')} definition={t('definitions.browsers')} />
            <CountTable
              label={t('general.browsers')}
              columns={[t('general.browser'), t('figures.attendees')]}
              rows={data.browsers.map((row) => [t(`browsers.${row.browser}`), row.attendees] as const)}
            />
          </Stack>
          {mail}
        </SimpleGrid>
      </AfterFirstFigures>
    </Stack>
  );
}

/** A language code's name in the UI language ('German' / 'Deutsch'); the code itself where the browser knows no name. */
function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
