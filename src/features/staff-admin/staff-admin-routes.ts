import type { RouteObject } from 'react-router-dom';

// The seam between the staff console's shell (src/features/staff, its sign-in, queues and order view) and its admin
// pages (team, agencies, content, centers, integrations, audit export), built side by side: the shell mounts these
// routes under its layout and lists these entries in its navigation, showing each only to the roles it names.

export type StaffRoleName = 'clerk' | 'supervisor' | 'finance' | 'editor' | 'admin';

export interface StaffNavEntry {
  /** Relative to /staff. */
  path: string;
  /** An i18n key of the staff console's namespace. */
  labelKey: string;
  roles: readonly StaffRoleName[];
}

/** Child routes of /staff (paths relative to it), each lazy. */
export const staffAdminRoutes: RouteObject[] = [];

export const staffAdminNav: readonly StaffNavEntry[] = [];
