import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken } from './api';

/**
 * A payroll company of its own with one rep, and a session of that rep (an admin's login-as
 * token): what a journey needs to refer a business. `name` and `code` start the company's name
 * and code; a time stamp makes them unique.
 */
export async function repOfNewCompany(
  request: APIRequestContext,
  name: string,
  code: string,
): Promise<{ repToken: string; suffix: string }> {
  const { access_token } = await signInToken(request, ADMIN.email, ADMIN.password);
  const headers = { Authorization: `Bearer ${access_token}` };
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
  const company = await request.post('/api/payroll-companies', {
    headers,
    data: { name: `${name} ${suffix}`, code: `${code}${suffix}`.slice(0, 20) },
  });
  expect(company.status(), await company.text()).toBe(201);
  const rep = await request.post('/api/payroll-partners/admin/payroll-reps', {
    headers,
    data: {
      email: newUser('rep').email,
      firstName: 'Robin',
      lastName: 'Lee',
      payrollCompanyId: ((await company.json()) as { id: string }).id,
    },
  });
  expect(rep.status(), await rep.text()).toBe(201);
  const loginAs = await request.post(
    `/api/payroll-partners/auth/admin/${((await rep.json()) as { id: string }).id}/login-as`,
    { headers },
  );
  expect(loginAs.status(), await loginAs.text()).toBe(200);
  return {
    repToken: ((await loginAs.json()) as { access_token: string }).access_token,
    suffix,
  };
}
