import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setHttpClient } from '@coverline/contracts/http';
import { deferredHttpClient } from './lib/http-deferred';
import { initI18n } from './lib/i18n';
import { setAppNavigation } from './lib/navigation';
import { createQueryClient } from './lib/query-client';
import { startSessionKeeper } from './lib/session';
import { createAppRouter } from './router';
import './styles/global.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

setHttpClient(deferredHttpClient());
setAppNavigation({
  navigate: (href) => void router.navigate({ href }),
  reload: () => window.location.reload(),
  pathname: () => window.location.pathname,
});
startSessionKeeper(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The texts load before the first render, so no page flashes untranslated keys.
await initI18n();

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
