import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';

const ShellToasts = lazy(() => import('./ShellToasts'));

/** Every page sits in this frame: progress bar, header with the role's menu, footer, toasts. */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Suspense fallback={null}>
        <ShellToasts />
      </Suspense>
    </>
  );
}
