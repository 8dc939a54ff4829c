/** A center's case system, signed in with its client credentials (integration-auth.ts). */
export interface IntegrationPrincipal {
  id: string;
  name: string;
  /** The center whose orders it may work; null for all. */
  centerId: string | null;
}
