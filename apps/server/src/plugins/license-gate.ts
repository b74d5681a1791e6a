import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  authCalls,
  billingCalls,
  clientConfigCall,
  companyUsersCalls,
  ERROR_CODES,
  healthCall,
  licenseStateAt,
  paymentSandboxCalls,
  profileCalls,
  staticDataCalls,
  supportCalls,
  systemCalls,
  userCalls,
  type ApiCall,
} from '@aula/shared';
import { DomainError } from '../http/domain-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The call still answers when the company's trial or licence has ended (docs/rules/billing.md#licence-gate): what a
     * signed-in user needs to see their account and to subscribe. Every other console call then
     * answers 4034 or 4035 (docs/decisions/0052-billing-console-and-licence-gate.md).
     */
    openWhenLicenseEnded?: boolean;
  }
}

/**
 * The calls declared in packages/shared that stay open, in one list, so that whoever registers
 * them need not remember the flag: signing in and out, the user's own data, profile and language,
 * the shell's static data and configuration, the socket ticket, health, billing and the sandbox's
 * payment page (else nobody could subscribe), system settings (admins and staff), and the
 * company's users (an owner may still put the team in order), and built-in support (a company whose
 * trial ended is the one most likely to ask). Routes declared elsewhere set `config.openWhenLicenseEnded` themselves.
 */
const OPEN_CALLS: ApiCall[] = [
  ...Object.values(authCalls),
  userCalls.info,
  userCalls.setLanguage,
  userCalls.socketTicket,
  ...Object.values(staticDataCalls),
  clientConfigCall,
  healthCall,
  ...Object.values(profileCalls),
  ...Object.values(billingCalls),
  ...Object.values(paymentSandboxCalls),
  ...Object.values(systemCalls),
  ...Object.values(companyUsersCalls),
  ...Object.values(supportCalls),
];

const API_PREFIX = '/api';
const keyOf = (method: string, url: string) => `${method} ${url}`;
const OPEN_ROUTES = new Set(OPEN_CALLS.map((call) => keyOf(call.method, API_PREFIX + call.path)));

const methodsOf = (route: RouteOptions): string[] => (Array.isArray(route.method) ? route.method : [route.method]);

export const trialEnded = () => new DomainError(402, ERROR_CODES.trialEnded, 'license_trial_ended');
export const subscriptionEnded = () => new DomainError(402, ERROR_CODES.subscriptionEnded, 'license_subscription_ended');

/**
 * Answers 4034 (trial ended) or 4035 (licence ended) to a signed-in user's console calls while
 * the company has no licence (docs/rules/billing.md#licence-gate). The facts come with the session (one query,
 * cached), the clock decides; admins are exempt (docs/rules/roles-and-permissions.md#admins). Register after `registerAuth` and
 * before the routes: the open calls are marked as they are added.
 */
export function registerLicenseGate(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD beside each GET; it is as open as its GET.
    const open = methodsOf(route).some((method) => OPEN_ROUTES.has(keyOf(method === 'HEAD' ? 'GET' : method, route.url)));
    if (open) route.config = { ...route.config, openWhenLicenseEnded: true };
  });
  app.addHook('onRequest', async (request) => {
    const user = request.user;
    // `url` is unset where no route matched: that answers 404, as it would for anyone.
    if (!user || user.isAdmin || !request.routeOptions.url || request.routeOptions.config.openWhenLicenseEnded) return;
    const state = licenseStateAt(user.license, app.now());
    if (state === 'trial_ended') throw trialEnded();
    if (state === 'license_ended') throw subscriptionEnded();
  });
}
