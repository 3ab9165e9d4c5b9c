/** User-facing messages that do not carry a catalogue code. */
export const Messages = {
  generic: 'Something went wrong.',
  invalidData: 'Invalid data, check your form input errors.',
  checkInfo: 'Please check the info provided.',
  sessionExpired: 'Session expires, please login again.',
  invalidResetToken: 'Invalid reset token.',
  invalidVerificationToken: 'This confirmation link is invalid or has expired.',
  emailNotVerified:
    'Security check: please confirm your email with the link we sent you to see the quotes filed under it.',
  invalidCredentials: 'Invalid email or password.',
  accountInactive: 'This account is deactivated. Please contact us.',
  emailTaken: 'An account with this email already exists.',
  unauthorized: 'Unauthorized.',
  forbidden: 'You do not have access to this resource.',
  notFound: 'Not found.',
  malformedJson: 'The request body is not valid JSON.',
  tooManyRequests: 'Too many attempts, please wait a moment and try again.',
  resetRequested: 'If an account exists for this email, a reset link is on its way.',
  emailMismatch: 'Email does not match quote email.',
  invalidEmail: 'Please enter a valid email.',
  passwordMin: 'Password must be at least 8 characters.',
  passwordsMustMatch: 'Passwords must match.',
} as const;
