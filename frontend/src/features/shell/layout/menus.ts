import { Role } from '@coverline/contracts';

export interface MenuLink {
  kind: 'link';
  labelKey: string;
  to: string;
  /** A section of the page at `to`. */
  hash?: string;
  /** Staff entries agents do not get. */
  adminOnly?: boolean;
}

export interface MenuAction {
  kind: 'logout';
  labelKey: string;
}

export type MenuEntry = MenuLink | MenuAction;

const link = (labelKey: string, to: string, adminOnly = false): MenuLink => ({
  kind: 'link',
  labelKey,
  to,
  adminOnly,
});

/**
 * The menus as the specification lists them, in its order; the support chat console and the
 * appetite guide, which the specification's list predates, come last before Log out.
 */
export const STAFF_MENU: readonly MenuEntry[] = [
  link('menu.applications', '/dashboard/applications'),
  link('menu.agents', '/dashboard/agents', true),
  link('menu.clients', '/dashboard/clients'),
  link('menu.payrollReps', '/dashboard/payroll-reps', true),
  link('menu.referralTrak', '/dashboard/referraltrak', true),
  link('menu.settings', '/dashboard/settings', true),
  link('menu.dashboard', '/dashboard'),
  link('menu.quotation', '/quotation'),
  link('menu.supportChat', '/dashboard/chat'),
  link('menu.appetite', '/dashboard/appetite'),
  { kind: 'logout', labelKey: 'menu.logout' },
];

export const PAYROLL_PARTNER_MENU: readonly MenuEntry[] = [
  link('menu.home', '/payroll-partner/home'),
  link('menu.newReferral', '/payroll-partner/new-referral'),
  link('menu.referralTrak', '/payroll-partner/referraltrak'),
  link('menu.payGoClients', '/payroll-partner/clients'),
  link('menu.payrollReports', '/payroll-partner/payroll-reports'),
  link('menu.contactUs', '/payroll-partner/contact'),
  link('menu.settings', '/payroll-partner/settings'),
  { kind: 'logout', labelKey: 'menu.logout' },
];

/** A client's quotes are the Quotes section of their policies page (the client routes are two). */
export const CLIENT_MENU: readonly MenuEntry[] = [
  link('menu.policies', '/client/policies'),
  { ...link('menu.quotes', '/client/policies'), hash: 'quotes' },
  link('menu.myAccount', '/client/my-account'),
];

export const VISITOR_MENU: readonly MenuEntry[] = [
  link('menu.signIn', '/login'),
  link('menu.signUp', '/register'),
];

export type MenuAudience =
  { kind: 'visitor' } | { kind: 'payrollPartner' } | { kind: 'user'; role: Role };

export function menuFor(audience: MenuAudience): readonly MenuEntry[] {
  switch (audience.kind) {
    case 'visitor':
      return VISITOR_MENU;
    case 'payrollPartner':
      return PAYROLL_PARTNER_MENU;
    case 'user':
      if (audience.role === Role.Client) return CLIENT_MENU;
      if (audience.role === Role.Agent) {
        return STAFF_MENU.filter((entry) => entry.kind !== 'link' || !entry.adminOnly);
      }
      return STAFF_MENU;
  }
}

/** Entries whose page is not built yet are left out rather than shown as dead links. */
export function availableEntries(
  entries: readonly MenuEntry[],
  routeExists: (path: string) => boolean,
): MenuEntry[] {
  return entries.filter((entry) => entry.kind !== 'link' || routeExists(entry.to));
}
