import { Role } from '@coverline/contracts';
import { i18n } from '../../../lib/i18n';
import { availableEntries, menuFor, type MenuEntry } from './menus';

const labels = (entries: readonly MenuEntry[]) => entries.map((e) => i18n.t(e.labelKey));

describe('menus', () => {
  it('gives admins the specification list in its order, with the support chat and the appetite guide before Log out', () => {
    expect(labels(menuFor({ kind: 'user', role: Role.Admin }))).toEqual([
      'Applications',
      'Agents',
      'Clients',
      'Payroll Reps',
      'ReferralTrak',
      'Settings',
      'Dashboard',
      'Quotation',
      'Support chat',
      'Appetite',
      'Log out',
    ]);
  });

  it('gives agents the staff menu without Agents, Payroll Reps, ReferralTrak and Settings', () => {
    expect(labels(menuFor({ kind: 'user', role: Role.Agent }))).toEqual([
      'Applications',
      'Clients',
      'Dashboard',
      'Quotation',
      'Support chat',
      'Appetite',
      'Log out',
    ]);
  });

  it('gives payroll partners, clients and visitors their own lists', () => {
    expect(labels(menuFor({ kind: 'payrollPartner' }))).toEqual([
      'Home',
      'Create New Referral',
      'ReferralTrak',
      'PayGo WC Clients',
      'Contact Us',
      'Settings',
      'Log out',
    ]);
    expect(labels(menuFor({ kind: 'user', role: Role.Client }))).toEqual([
      'Policies',
      'Quotes',
      'My Account',
    ]);
    expect(labels(menuFor({ kind: 'visitor' }))).toEqual(['Sign in', 'Sign up']);
  });

  it('leaves out entries whose page does not exist, never the log-out action', () => {
    const built = new Set(['/dashboard', '/quotation']);
    const entries = availableEntries(menuFor({ kind: 'user', role: Role.Admin }), (path) =>
      built.has(path),
    );
    expect(labels(entries)).toEqual(['Dashboard', 'Quotation', 'Log out']);
  });
});
