import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import type { LinkProps } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { signOut } from '../../../lib/session';
import { signOutPartner } from '../../partners/partner/rep-session';
import {
  isPayrollPartnerPath,
  usePartnerSubject,
  useSessionRole,
} from '../../../lib/session-store';
import { availableEntries, menuFor, type MenuAudience } from './menus';
import { BrandMark } from './BrandMark';

function useMenuAudience(pathname: string): MenuAudience {
  const role = useSessionRole();
  const partner = usePartnerSubject();
  if (isPayrollPartnerPath(pathname) && partner) return { kind: 'payrollPartner' };
  return role ? { kind: 'user', role } : { kind: 'visitor' };
}

export function Header() {
  const { t } = useTranslation();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const audience = useMenuAudience(pathname);
  const [open, setOpen] = useState(false);
  const entries = availableEntries(menuFor(audience), (path) =>
    Object.hasOwn(router.routesByPath, path),
  );
  const close = () => setOpen(false);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" onClick={close}>
          <BrandMark />
          <span className="brand__name">{t('brand.name')}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('shell.closeMenu') : t('shell.openMenu')}
        </button>
        <nav
          id="site-menu"
          className={open ? 'site-nav site-nav--open' : 'site-nav'}
          aria-label={t('shell.mainMenu')}
        >
          <ul className="site-nav__list">
            {entries.map((entry) => (
              <li key={entry.labelKey} className="site-nav__item">
                {entry.kind === 'link' ? (
                  <Link
                    // Checked against the route tree above, so the path is a real route.
                    to={entry.to as LinkProps['to']}
                    hash={entry.hash}
                    className="site-nav__link"
                    // A section stays highlighted on its sub-pages, unless another entry owns them
                    // (Dashboard would otherwise light up on every staff page).
                    activeOptions={{
                      exact: ownsSubPathOfAnother(entry.to, entries),
                      includeHash: Boolean(entry.hash),
                    }}
                    activeProps={{ className: 'site-nav__link is-active' }}
                    onClick={close}
                  >
                    {t(entry.labelKey)}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="site-nav__link site-nav__action"
                    onClick={() => {
                      close();
                      void (audience.kind === 'payrollPartner' ? signOutPartner() : signOut());
                    }}
                  >
                    {t(entry.labelKey)}
                  </button>
                )}
              </li>
            ))}
            {audience.kind === 'visitor' && (
              <li className="site-nav__item">
                <Link to="/quotation" className="button button--primary" onClick={close}>
                  {t('common.getQuote')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function ownsSubPathOfAnother(path: string, entries: readonly { kind: string; to?: string }[]) {
  return entries.some((other) => other.kind === 'link' && other.to?.startsWith(`${path}/`));
}
