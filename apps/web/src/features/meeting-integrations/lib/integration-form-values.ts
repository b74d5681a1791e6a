import {
  meetingIntegrationErrors,
  saveMeetingIntegrationBodySchema,
  type BbbChecksumAlgorithm,
  type MeetingIntegration,
  type MeetingIntegrationSettings,
} from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';

export type IntegrationFormValues = {
  enabled: boolean;
  serverUrl: string;
  appId: string;
  checksum: BbbChecksumAlgorithm;
  /** Empty keeps the stored secret; the stored one is never sent to the browser. */
  secret: string;
  removeSecret: boolean;
  /** Teams only: the Azure tenant and the Teams user who organises the meetings. */
  tenantId: string;
  organiser: string;
};

/** The fields in the order they appear, for focusing the first error. */
export const INTEGRATION_FIELD_ORDER = ['enabled', 'serverUrl', 'tenantId', 'appId', 'checksum', 'secret', 'organiser'] as const;

export function valuesFromIntegration(settings: MeetingIntegrationSettings): IntegrationFormValues {
  return {
    enabled: settings.enabled,
    serverUrl: settings.serverUrl,
    appId: settings.appId,
    checksum: settings.checksum,
    secret: '',
    removeSecret: false,
    tenantId: settings.teams?.tenantId ?? '',
    organiser: settings.teams?.organiser ?? '',
  };
}

/** The shared rules, the same the server applies, then the provider's own; i18n keys by field. */
export const integrationValidator = (provider: MeetingIntegration, secretStored: boolean) => (values: IntegrationFormValues) => {
  const schema = schemaErrors(saveMeetingIntegrationBodySchema, values);
  return { ...meetingIntegrationErrors(provider, values, secretStored), ...schema };
};
