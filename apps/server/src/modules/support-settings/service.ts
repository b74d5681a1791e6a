import { SUPPORT_MODES, type ClientConfig, type SupportSettings, type SupportSettingsValues } from '@aula/shared';
import type { PubSub } from '../../adapters/pubsub/pubsub';
import type { Database } from '../../db/client';
import { forbidden } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import { systemAccessOf } from '../system/policy';
import { createSupportSettingsRepository } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'isAdmin' | 'email'>;
type SupportSettingsDeps = { pubsub: PubSub; staffEmailDomain: string; now: () => Date };

const CHANGED_CHANNEL = 'support-settings-changed';

export const DEFAULT_SUPPORT: SupportSettingsValues = { mode: 'builtin', chatwootWebsiteToken: '', chatwootBaseUrl: '', crispWebsiteId: '' };

/** What the browser learns of the support: only the chosen provider's ids (docs/decisions/0136-support-modes.md). */
export function clientSupport(settings: SupportSettingsValues): ClientConfig['support'] {
  const chatwoot = settings.mode === 'chatwoot';
  return {
    mode: SUPPORT_MODES.includes(settings.mode) ? settings.mode : DEFAULT_SUPPORT.mode,
    chatwootWebsiteToken: chatwoot ? settings.chatwootWebsiteToken : '',
    chatwootBaseUrl: chatwoot ? settings.chatwootBaseUrl : '',
    crispWebsiteId: settings.mode === 'crisp' ? settings.crispWebsiteId : '',
  };
}

/**
 * The support's settings in system settings: admins choose, internal staff read. Every page's
 * security policy and the client config read them, so each instance keeps them in memory and
 * reads them again when any instance saves (or when it may have missed that message).
 */
export function createSupportSettingsService(db: Database, deps: SupportSettingsDeps) {
  const repository = createSupportSettingsRepository(db);
  let cached: Promise<SupportSettingsValues> | null = null;
  const forget = () => {
    cached = null;
  };
  deps.pubsub.subscribe(CHANGED_CHANNEL, forget);
  deps.pubsub.onGap(forget);

  const current = (): Promise<SupportSettingsValues> => {
    if (cached && deps.pubsub.isDelivering()) return cached;
    const reading = repository.find().then((found) => found ?? DEFAULT_SUPPORT);
    // A failed read is not kept: the next request tries again.
    reading.catch(forget);
    cached = reading;
    return reading;
  };

  const present = (values: SupportSettingsValues, mayChange: boolean): SupportSettings => ({ ...values, mayChange });

  return {
    current,

    async settings(caller: Caller): Promise<SupportSettings> {
      const access = systemAccessOf(caller, deps.staffEmailDomain);
      if (!access) throw forbidden();
      return present(await current(), access === 'change');
    },

    async save(caller: Caller, values: SupportSettingsValues): Promise<SupportSettings> {
      if (systemAccessOf(caller, deps.staffEmailDomain) !== 'change') throw forbidden();
      await repository.save(values, caller.id, deps.now());
      forget();
      await deps.pubsub.publish(CHANGED_CHANNEL, {});
      return present(values, true);
    },
  };
}

export type SupportSettingsService = ReturnType<typeof createSupportSettingsService>;
