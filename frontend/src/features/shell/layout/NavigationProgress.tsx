import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ProgressBar, type ProgressPhase } from '../../../ui/ProgressBar';

/** How long the bar waits after a navigation settles, so quick hops do not flicker. */
export const PROGRESS_STOP_DELAY_MS = 50;
const FADE_OUT_MS = 250;

/** The top progress bar, started by every navigation and stopped when its page has resolved. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const router = useRouter();
  const [phase, setPhase] = useState<ProgressPhase>('idle');

  useEffect(() => {
    let stopTimer: number | undefined;
    let fadeTimer: number | undefined;
    const clearTimers = () => {
      window.clearTimeout(stopTimer);
      window.clearTimeout(fadeTimer);
    };
    const offStart = router.subscribe('onBeforeNavigate', () => {
      clearTimers();
      setPhase('running');
    });
    const offEnd = router.subscribe('onResolved', () => {
      clearTimers();
      stopTimer = window.setTimeout(() => {
        setPhase((current) => (current === 'idle' ? 'idle' : 'finishing'));
        fadeTimer = window.setTimeout(() => setPhase('idle'), FADE_OUT_MS);
      }, PROGRESS_STOP_DELAY_MS);
    });
    return () => {
      offStart();
      offEnd();
      clearTimers();
    };
  }, [router]);

  return <ProgressBar phase={phase} label={t('shell.loadingPage')} />;
}
