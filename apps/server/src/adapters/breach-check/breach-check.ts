/** How often a password appears in known breaches, or that the service could not be asked. */
export type BreachCheckResult = { status: 'ok'; count: number } | { status: 'unreachable' };

/** The breached-password check, by SHA-1 range (k-anonymity; docs/rules/accounts-and-sign-in.md#breached-passwords). */
export interface BreachCheck {
  check(password: string): Promise<BreachCheckResult>;
}
