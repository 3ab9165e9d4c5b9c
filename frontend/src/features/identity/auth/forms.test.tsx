import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode, Messages, Role, SESSION_HEADER, SessionTransport } from '@coverline/contracts';
import { setHttpClient } from '@coverline/contracts/http';
import { createHttpClient } from '../../../lib/http';
import { setAppNavigation } from '../../../lib/navigation';
import { SESSION_HINT_KEY, userSession } from '../../../lib/session-store';
import { fakeApi, fakeNavigation, type FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies } from '../../../test/tokens';
import { ChangePasswordForm } from '../account/ChangePasswordForm';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';

function api(reply: () => FakeReply | Promise<FakeReply>) {
  setAppNavigation(fakeNavigation('/'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, reply);
}

beforeEach(() => clearAllCookies());

describe('sign-up form', () => {
  it('shows each rule inline in the specification wording and sends nothing', async () => {
    const { requests } = api(() => ({ status: 201, data: {} }));
    await renderPage(<RegisterPage quoteUneditable={false} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.type(screen.getByLabelText('Confirm password'), '54321');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(Messages.invalidEmail)).toBeVisible();
    expect(screen.getByText(Messages.passwordMin)).toBeVisible();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(Messages.invalidEmail);
    expect(requests).toHaveLength(0);
  });

  it('starts with the address a mailed link names', async () => {
    api(() => ({ status: 201, data: {} }));
    await renderPage(<RegisterPage quoteUneditable={false} email="owner@example.com" />);
    expect(screen.getByLabelText('Email')).toHaveValue('owner@example.com');
  });

  it('says the passwords must match', async () => {
    api(() => ({ status: 201, data: {} }));
    await renderPage(<RegisterPage quoteUneditable={false} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Silva');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret13');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(Messages.passwordsMustMatch)).toBeVisible();
  });

  it('refuses a 7-character password and one containing the email or a name before sending', async () => {
    const { requests } = api(() => ({ status: 201, data: {} }));
    await renderPage(<RegisterPage quoteUneditable={false} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Silva');
    await user.type(screen.getByLabelText('Email'), 'marlowe@example.com');
    await user.type(screen.getByLabelText('Password'), 'k3!xq9z');
    await user.type(screen.getByLabelText('Confirm password'), 'k3!xq9z');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeVisible();

    for (const password of ['Marlowe-2024', 'the-SILVA-way']) {
      await user.clear(screen.getByLabelText('Password'));
      await user.clear(screen.getByLabelText('Confirm password'));
      await user.type(screen.getByLabelText('Password'), password);
      await user.type(screen.getByLabelText('Confirm password'), password);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        /must not contain your email address or your name/,
      );
    }
    expect(requests).toHaveLength(0);
  });

  it('shows a common password refused by the API under the password field', async () => {
    api(() => ({
      status: 400,
      data: {
        statusCode: 400,
        code: ErrorCode.PasswordTooCommon,
        message: [
          'password is one of the most common passwords; choose one that is harder to guess.',
        ],
        error: 'Bad Request',
      },
    }));
    await renderPage(<RegisterPage quoteUneditable={false} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Silva');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.type(screen.getByLabelText('Confirm password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const message =
      'This password is one of the most common passwords. Choose one that is harder to guess.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a 409 from the API in the form and keeps the page', async () => {
    api(() => ({
      status: 409,
      data: { statusCode: 409, message: Messages.emailTaken, error: 'Conflict' },
    }));
    await renderPage(<RegisterPage quoteUneditable={false} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Silva');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.emailTaken);
  });

  it('explains why sign-up is needed when a quote can no longer be edited', async () => {
    api(() => ({ status: 201, data: {} }));
    await renderPage(<RegisterPage quoteUneditable />);
    expect(screen.getByText('Sign up to keep working on your quote')).toBeVisible();
  });
});

describe('sign-in form', () => {
  it('disables the button while sending and shows a 401 inline', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    api(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    await renderPage(<LoginPage expired={false} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const sending = await screen.findByRole('button', { name: 'Signing in...' });
    expect(sending).toBeDisabled();
    answer({
      status: 401,
      data: { statusCode: 401, message: Messages.invalidCredentials, error: 'Unauthorized' },
    });
    expect(await screen.findByText(Messages.invalidCredentials)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('signs in through the session cookie: no token reaches the page, users/me says who it is', async () => {
    setAppNavigation(fakeNavigation('/login'));
    const http = createHttpClient();
    setHttpClient(http);
    const replies: Record<string, FakeReply> = {
      '/api/users/login': { status: 200, data: { expires_in: 3600 } },
      '/api/users/me': {
        status: 200,
        data: { id: 'client-7', email: 'ana@example.com', role: Role.Client },
      },
      '/api/users/app-path': { status: 200, data: { path: '/client/my-account' } },
    };
    const { requests } = fakeApi(http, (config) => replies[config.url ?? ''] ?? { status: 404 });
    const { router } = await renderPage(<LoginPage expired={false} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/client/my-account'));
    expect(userSession()).toMatchObject({ sub: 'client-7', role: Role.Client });
    expect(requests.map((r) => r.url)).toEqual([
      '/api/users/login',
      '/api/users/me',
      '/api/users/app-path',
    ]);
    for (const request of requests) {
      expect(request.headers[SESSION_HEADER]).toBe(SessionTransport.Cookie);
      expect(request.headers.Authorization).toBeUndefined();
    }
    expect(document.cookie).toBe('');
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).not.toMatch(/access_token|\.ey/);
  });

  it.each([
    [1, '/client/policies', ''],
    [0, '/client/policies', 'quotes'],
  ])('takes a client with %i policies to their home (%s#%s)', async (total, pathname, hash) => {
    setAppNavigation(fakeNavigation('/login'));
    const http = createHttpClient();
    setHttpClient(http);
    const replies: Record<string, FakeReply> = {
      '/api/users/login': { status: 200, data: { expires_in: 3600 } },
      '/api/users/me': {
        status: 200,
        data: { id: 'client-8', email: 'bo@example.com', role: Role.Client },
      },
      '/api/users/app-path': { status: 200, data: { path: '/client/policies' } },
      '/api/quote/myPolicies': {
        status: 200,
        data: { items: [], total, page: 1, pageSize: 1 },
      },
    };
    fakeApi(http, (config) => replies[config.url ?? ''] ?? { status: 404 });
    const { router } = await renderPage(<LoginPage expired={false} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'bo@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.hash).toBe(hash);
  });

  it('tells the user their session expired', async () => {
    api(() => ({ status: 200, data: {} }));
    await renderPage(<LoginPage expired />);
    expect(screen.getByText('Your session has expired')).toBeVisible();
  });
});

describe('reset password form', () => {
  it('shows the API message for an invalid token', async () => {
    const { requests } = api(() => ({
      status: 400,
      data: { statusCode: 400, message: Messages.invalidResetToken, error: 'Bad Request' },
    }));
    await renderPage(<ResetPasswordPage token="stale-token" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(Messages.invalidResetToken)).toBeVisible();
    expect(JSON.parse(String(requests[0]?.data))).toEqual({
      token: 'stale-token',
      password: 'new-secret',
    });
  });

  it('shows a password the API finds built from the account under the field', async () => {
    api(() => ({
      status: 400,
      data: {
        statusCode: 400,
        code: ErrorCode.PasswordHasPersonalInfo,
        message: ['password must not contain your email address or your name'],
        error: 'Bad Request',
      },
    }));
    await renderPage(<ResetPasswordPage token="fresh-token" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'marlowe-77');
    await user.type(screen.getByLabelText('Confirm password'), 'marlowe-77');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('The password must not contain your email address or your name.'),
    ).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('the welcome link of a new account sets a first password and says so', async () => {
    const { requests } = api(() => ({
      status: 200,
      data: { message: 'Your password has been reset.' },
    }));
    await renderPage(<ResetPasswordPage token="welcome-token" welcome />);
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'first-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'first-secret');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Password set' })).toBeVisible();
    expect(
      screen.getByText('Your password is set. Sign in with your email and this password.'),
    ).toBeVisible();
    expect(screen.queryByText(/has been reset/)).toBeNull();
    expect(JSON.parse(String(requests[0]?.data))).toEqual({
      token: 'welcome-token',
      password: 'first-secret',
    });
  });

  it('asks for a new link when the token is missing', async () => {
    api(() => ({ status: 200, data: {} }));
    await renderPage(<ResetPasswordPage />);
    expect(screen.getByText('This link is incomplete')).toBeVisible();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

describe('change password form', () => {
  it('sends the current and new password, then clears the form', async () => {
    const { requests } = api(() => ({
      status: 200,
      data: { message: 'Your password has been changed.' },
    }));
    await renderPage(<ChangePasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe('/api/users/change-password');
    expect(JSON.parse(String(requests[0]?.data))).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it("refuses a new password containing the account's email or name before sending", async () => {
    const { requests } = api(() => ({ status: 200, data: { message: 'changed' } }));
    await renderPage(
      <ChangePasswordForm owner={{ email: 'quinn.avery@example.com', firstName: 'Quinn' }} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'avery-rocks-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'avery-rocks-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The password must not contain your email address or your name.'),
    ).toBeVisible();
    expect(requests).toHaveLength(0);
  });
});
