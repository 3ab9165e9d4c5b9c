import { Role } from '@coverline/contracts';
import { i18n } from '../../../lib/i18n';
import en from '../../../../public/locales/en/translation.json';
import es from '../../../../public/locales/es/translation.json';
import { availableEntries, menuFor, type MenuEntry } from './menus';

const labels = (entries: readonly MenuEntry[]) => entries.map((e) => i18n.t(e.labelKey));

describe('menus', () => {
  it("describes every staff page on the dashboard's sections list, in English and Spanish", () => {
    // Every page but the dashboard itself, which the list is on.
    const entries = menuFor({ kind: 'user', role: Role.Admin }).filter(
      (e) => e.kind === 'link' && e.to !== '/dashboard',
    );
    for (const [lng, texts] of Object.entries({ en, es })) {
      const described = texts.dashboard.sections as Record<string, Record<string, string>>;
      const missing = entries.filter((e) => {
        const [group, name] = e.labelKey.split('.');
        return typeof described[group!]?.[name!] !== 'string';
      });
      expect(
        missing.map((e) => e.labelKey),
        lng,
      ).toEqual([]);
    }
  });

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
      'Payroll Reports',
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
