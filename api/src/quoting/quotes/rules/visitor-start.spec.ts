import { ErrorCode } from '@coverline/contracts';
import { resumeByEmailRefusal, visitorStartMail } from './visitor-start';

describe('a visitor starting a quote', () => {
  it('starts as for any email when the email belongs to an account; its owner gets a notice, not a link into the quote', () => {
    expect(visitorStartMail(true)).toBe('sign-in-notice');
  });

  it('gets a resume link by email when the email has no account', () => {
    expect(visitorStartMail(false)).toBe('resume-link');
  });

  it('is told to resume by email (1207) when the quote on file is resumable', () => {
    expect(resumeByEmailRefusal(true)).toBe(ErrorCode.GuestTokenRequiredResume);
  });

  it('is told to sign up by email (1208) when the quote on file needs an account', () => {
    expect(resumeByEmailRefusal(false)).toBe(ErrorCode.GuestTokenRequiredRegistration);
  });
});
