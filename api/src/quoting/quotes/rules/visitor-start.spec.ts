import { ErrorCode } from '@coverline/contracts';
import { resumeByEmailRefusal, visitorStartRefusal } from './visitor-start';

describe('a visitor starting a quote', () => {
  it('is refused with 1201 when the email belongs to an account', () => {
    expect(visitorStartRefusal(true)).toBe(ErrorCode.UserConflict);
  });

  it('may start when the email has no account', () => {
    expect(visitorStartRefusal(false)).toBeNull();
  });

  it('is told to resume by email (1207) when the quote on file is resumable', () => {
    expect(resumeByEmailRefusal(true)).toBe(ErrorCode.GuestTokenRequiredResume);
  });

  it('is told to sign up by email (1208) when the quote on file needs an account', () => {
    expect(resumeByEmailRefusal(false)).toBe(ErrorCode.GuestTokenRequiredRegistration);
  });
});
