import type { SmtpHostGuard } from '../mail-settings/smtp-host-guard';
import { internalServerRefused, providerFailed } from './provider-errors';

/** How the module reaches providers: the organisers' hosts kept off internal networks, each call within a deadline. */
export type ProviderHttp = { guard: Pick<SmtpHostGuard, 'refuses'>; timeoutMs: number };

/** A provider's answer: its status and text. */
export type ProviderAnswer = { status: number; text: string };

/** Refuses an address inside the app's own networks (docs/decisions/0080-own-smtp-servers-kept-off-internal-networks.md applies to meeting servers too). */
export async function requireOutsideHost(http: ProviderHttp, serverUrl: string): Promise<void> {
  if (await http.guard.refuses(new URL(serverUrl).hostname)) throw internalServerRefused();
}

/**
 * Calls an address the operator configured (Microsoft's), without the organisers' host check; a
 * host that cannot be reached or does not answer in time is the same failure whatever the cause,
 * so no port is probed.
 */
export async function fetchTrusted(http: Pick<ProviderHttp, 'timeoutMs'>, url: string, init: RequestInit = {}): Promise<ProviderAnswer> {
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(http.timeoutMs) });
    return { status: response.status, text: await response.text() };
  } catch {
    throw providerFailed('meeting_unreachable');
  }
}

/** Calls an organiser's server: as `fetchTrusted`, once its host is known to be outside the app's own networks. */
export async function fetchText(http: ProviderHttp, url: string, init: RequestInit = {}): Promise<ProviderAnswer> {
  await requireOutsideHost(http, url);
  return fetchTrusted(http, url, init);
}
