import type { Language } from '@aula/shared';
import { translate } from '../../i18n/messages';
import { escapeHtml } from '../public-page/html';
import type { TeamsConsentOutcome } from './teams-consent';

/** The small page the consent window ends on: what happened, and that it may be closed. */
export function teamsConsentPage(outcome: TeamsConsentOutcome, lang: Language): string {
  const message =
    outcome.kind === 'granted'
      ? translate(lang, 'meeting_teams_consent_granted')
      : outcome.kind === 'refused'
        ? translate(lang, 'meeting_teams_consent_refused', { reason: outcome.reason })
        : translate(lang, 'meeting_teams_consent_invalid');
  const title = translate(lang, 'meeting_teams_consent_title');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}
