import { Link, Outlet } from '@tanstack/react-router';
import { SETTINGS_TABS } from './tabs';
import { useSettingsT } from './texts';
import './settings.css';

/** The settings page: its title, the tabs as links (each tab is a page), and the tab shown. */
export function SettingsLayout() {
  const t = useSettingsT();
  return (
    <div className="page settings">
      <header className="page-header">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <nav className="settings-tabs" aria-label={t('tabs.label')}>
        <ul className="settings-tabs__list">
          {SETTINGS_TABS.map((tab) => (
            <li key={tab.key}>
              <Link
                to={tab.to}
                className="settings-tabs__link"
                activeProps={{ className: 'settings-tabs__link is-active' }}
              >
                {t(`tabs.${tab.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
