import { TokenService } from '../../src/identity/auth/token.service';
import { adminToken, createAgent, registerClient, uniqueEmail, type TestApp } from '../helpers/app';

export interface Callers {
  admin: string;
  agent: string;
  client: string;
  guest: string;
}

/** A token of every kind of caller the settings distinguish. */
export async function callers(t: TestApp): Promise<Callers> {
  const [admin, agent, client] = await Promise.all([
    adminToken(t),
    createAgent(t).then((a) => a.token),
    registerClient(t).then((c) => c.token),
  ]);
  // A guest token is live only for a quote that exists and is still a guest's; settings reads do
  // not look at which.
  const started = await t.http
    .post('/api/quote/saveForLater')
    .send({ coverageType: 'wc', email: uniqueEmail('settings-guest') })
    .expect(200);
  const guest = t.app.get(TokenService).signGuest((started.body as { id: string }).id).access_token;
  return { admin, agent, client, guest };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
