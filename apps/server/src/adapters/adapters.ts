import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { noBotCheck, type BotCheck } from './bot-check/bot-check';
import { createProviderBotCheck } from './bot-check/provider-bot-check';
import type { BreachCheck } from './breach-check/breach-check';
import { createRangeBreachCheck } from './breach-check/range-breach-check';
import type { Mailer } from './mail/mailer';
import { createInProcessPubSub, type PubSub } from './pubsub/pubsub';
import { createRedisPubSub } from './pubsub/redis-pubsub';
import type { PlaceSearch } from './place-search/place-search';
import { createNominatimPlaceSearch } from './place-search/nominatim-place-search';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import type { FileStorage } from './storage/file-storage';
import { createLocalFileStorage } from './storage/local-file-storage';
import { createS3FileStorage } from './storage/s3-file-storage';

/** The outside services the app talks to (docs/rules/calls.md#outside-services). */
export type Adapters = {
  mail: Mailer;
  botCheck: BotCheck;
  breachCheck: BreachCheck;
  /** Null when no geocoder is configured: the event's location is free text. */
  placeSearch: PlaceSearch | null;
  /** Uploaded files: an S3-compatible bucket when configured, else `DATA_DIR/files/`. */
  storage: FileStorage;
  /** Realtime fan-out: Redis when REDIS_URL is set (several instances), else in-process. */
  pubsub: PubSub;
};

/** Builds every adapter from the configuration, in one place. */
export function createAdapters(config: Config, log: FastifyBaseLogger): Adapters {
  const { botCheck, breachCheck, mail, maps } = config;
  return {
    mail: mail.smtpUrl
      ? createSmtpMailer(mail.smtpUrl, mail.from)
      : createOutboxMailer(path.join(config.dataDir, 'mail'), mail.from, log),
    botCheck:
      botCheck.provider === 'none'
        ? noBotCheck
        : createProviderBotCheck({ provider: botCheck.provider, secret: botCheck.secret, verifyUrl: botCheck.verifyUrl }),
    breachCheck: createRangeBreachCheck({ url: breachCheck.url, timeoutMs: breachCheck.timeoutMs }),
    placeSearch: maps.searchUrl ? createNominatimPlaceSearch({ url: maps.searchUrl, timeoutMs: maps.timeoutMs }) : null,
    storage: config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(path.join(config.dataDir, 'files')),
    pubsub: config.redisUrl ? createRedisPubSub(config.redisUrl, log, { channelPrefix: config.redisChannelPrefix }) : createInProcessPubSub(),
  };
}
