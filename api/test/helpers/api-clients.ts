import { adminToken, type TestApp } from './app';

/**
 * A machine token for a new API client of the partner, with these scopes: the client is created
 * by the admin, then exchanges its secret for a token (client credentials), as a partner's
 * server does.
 */
export async function apiClientToken(
  t: TestApp,
  partner: { kind: 'payroll_company' | 'carrier'; id: string },
  scopes: string[],
): Promise<string> {
  const created = await t.http
    .post('/api/admin/api-clients')
    .set('Authorization', `Bearer ${await adminToken(t)}`)
    .send({
      name: 'Payroll reports',
      partnerKind: partner.kind,
      partnerId: partner.id,
      scopes,
      ratePerMinute: 100_000,
    })
    .expect(201);
  const body = created.body as { client: { id: string }; clientSecret: string };
  const issued = await t.http
    .post('/api/oauth/token')
    .send({
      grant_type: 'client_credentials',
      client_id: body.client.id,
      client_secret: body.clientSecret,
    })
    .expect(200);
  return (issued.body as { access_token: string }).access_token;
}
