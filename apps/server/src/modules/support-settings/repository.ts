import { eq } from 'drizzle-orm';
import type { SupportSettingsValues } from '@aula/shared';
import type { Database } from '../../db/client';
import { supportSettings } from '../../db/schema';

const SINGLE_ROW = 1;

/** The one row of the support's settings; no row reads as null (the default applies). */
export function createSupportSettingsRepository(db: Database) {
  return {
    async find(): Promise<SupportSettingsValues | null> {
      const [row] = await db
        .select({
          mode: supportSettings.mode,
          chatwootWebsiteToken: supportSettings.chatwootWebsiteToken,
          chatwootBaseUrl: supportSettings.chatwootBaseUrl,
          crispWebsiteId: supportSettings.crispWebsiteId,
        })
        .from(supportSettings)
        .where(eq(supportSettings.id, SINGLE_ROW))
        .limit(1);
      return row ?? null;
    },

    async save(values: SupportSettingsValues, updatedBy: number, at: Date): Promise<void> {
      const row = { ...values, updatedBy, updatedAt: at };
      await db
        .insert(supportSettings)
        .values({ id: SINGLE_ROW, ...row })
        .onConflictDoUpdate({ target: supportSettings.id, set: row });
    },
  };
}
