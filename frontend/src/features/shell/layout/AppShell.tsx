import { Outlet, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';

const ShellToasts = lazy(() => import('./ShellToasts'));
const ChatPanel = lazy(() => import('../../support/chat/ChatPanel'));

/**
 * After moving to another page, focus goes to the page's content, so keyboard and screen reader
 * users start there rather than on the link they left behind.
 */
function useFocusContentOnNavigation() {
  const router = useRouter();
  const main = useRef<HTMLElement>(null);
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
        // The first page keeps the browser's own start, where the skip link comes first.
        if (fromLocation && pathChanged) main.current?.focus({ preventScroll: true });
      }),
    [router],
  );
  return main;
}

/**
 * Every page sits in this frame: progress bar, header with the role's menu, the support chat's
 * launcher (not on staff pages), footer and toasts.
 */
export function AppShell() {
  const { t } = useTranslation();
  const main = useFocusContentOnNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" className="site-main" tabIndex={-1} ref={main}>
        <Outlet />
      </main>
      {/* Before the footer: on narrow screens the launcher ends the page in a space of its own. */}
      <Suspense fallback={null}>
        <ChatPanel />
      </Suspense>
      <Footer />
      <Suspense fallback={null}>
        <ShellToasts />
      </Suspense>
    </>
  );
}
