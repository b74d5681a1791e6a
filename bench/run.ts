// npm run bench: builds the web app if needed (through npm start), then prints every benchmark as JSON.
import { benchAccountsList } from './accounts-list';
import { benchAccountImport } from './account-import';
import { benchAnalyticsMinutes } from './analytics-minutes';
import { benchAnalyticsRecording } from './analytics-recording';
import { benchAnalyticsReads } from './analytics-reads';
import { benchAnalyticsUi } from './analytics-ui';
import { benchAgendaUi } from './agenda-ui';
import { benchLoginBundle } from './bundle-size';
import { benchMailQueue } from './mail-queue';
import { benchMailSend } from './mail-send';
import { benchEventsList } from './events-list';
import { benchEngagement } from './engagement';
import { benchEventsListUi } from './events-list-ui';
import { benchPresence } from './presence';
import { benchPublicPage } from './public-page';
import { benchRollingRestart } from './rolling-restart';
import { benchStartup } from './startup';
import { benchTableExport } from './table-export';
import { benchThroughput } from './throughput';
import { benchVenueBundle } from './venue-bundle';

const only = process.argv[2];
const suites: Record<string, () => Promise<unknown>> = {
  startup: benchStartup,
  throughput: benchThroughput,
  'login-bundle': benchLoginBundle,
  'events-list': benchEventsList,
  'events-list-ui': benchEventsListUi,
  'agenda-ui': benchAgendaUi,
  'public-page': benchPublicPage,
  'accounts-list': benchAccountsList,
  'account-import': benchAccountImport,
  'venue-bundle': benchVenueBundle,
  presence: benchPresence,
  engagement: benchEngagement,
  'rolling-restart': benchRollingRestart,
  'mail-queue': benchMailQueue,
  'mail-send': benchMailSend,
  'analytics-minutes': benchAnalyticsMinutes,
  'analytics-recording': benchAnalyticsRecording,
  'analytics-reads': benchAnalyticsReads,
  'analytics-ui': benchAnalyticsUi,
  'table-export': benchTableExport,
};

for (const [name, run] of Object.entries(suites)) {
  if (only && only !== name) continue;
  const result = await run();
  console.log(JSON.stringify({ bench: name, at: new Date().toISOString(), result }, null, 2));
}
