/**
 * Internal staff (docs/rules/roles-and-permissions.md#internal-staff): users whose e-mail address is at the company's own domain, configured
 * per deployment. Only the exact domain counts: a sub-domain (`mail.aula.com`) or a look-alike
 * (`evil-aula.com`) is anybody's to register. An empty domain makes nobody staff.
 */
export function isInternalStaff(email: string, domain: string): boolean {
  const wanted = domain.trim().toLowerCase().replace(/^@/, '');
  if (wanted === '') return false;
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return at > 0 && address.slice(at + 1) === wanted;
}
