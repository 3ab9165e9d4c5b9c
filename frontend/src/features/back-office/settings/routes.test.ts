import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { routeTree } from '../../../routeTree.gen';
import { clearAllCookies, signInAs } from '../../../test/tokens';
import { availableEntries, menuFor } from '../../shell/layout/menus';
import { addSettingsTexts } from '../../../test/settings';

async function openAs(role: Role, path: string) {
  signInAs({ role });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient: new QueryClient() },
  });
  await router.load();
  return router;
}

describe('settings routes', () => {
  beforeAll(addSettingsTexts);
  beforeEach(clearAllCookies);

  it('open on the carriers tab for admins', async () => {
    const router = await openAs(Role.Admin, '/dashboard/settings');
    expect(router.state.location.pathname).toBe('/dashboard/settings/carriers');
  });

  it('send agents to the 401 page', async () => {
    for (const tab of ['', '/naics', '/payroll-rules', '/covered']) {
      const router = await openAs(Role.Agent, `/dashboard/settings${tab}`);
      expect(router.state.location.pathname).toBe('/401');
    }
  });

  it('put Settings in the admin menu only, now that the page exists', async () => {
    const router = await openAs(Role.Admin, '/dashboard/settings');
    const exists = (path: string) => Object.hasOwn(router.routesByPath, path);
    const settings = (role: Role) =>
      availableEntries(menuFor({ kind: 'user', role }), exists).some(
        (entry) => entry.kind === 'link' && entry.to === '/dashboard/settings',
      );
    expect(settings(Role.Admin)).toBe(true);
    expect(settings(Role.Agent)).toBe(false);
  });
});
