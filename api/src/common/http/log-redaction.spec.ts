import { redactUrl } from './log-redaction';

describe('request log redaction', () => {
  it('hides a signing link token in the path, with or without a document after it', () => {
    expect(redactUrl('/api/signatures/sign/abc123')).toBe('/api/signatures/sign/[redacted]');
    expect(redactUrl('/api/signatures/sign/abc123/documents/d-1')).toBe(
      '/api/signatures/sign/[redacted]/documents/d-1',
    );
  });

  it('hides token, login-as token and signed payment results in the query, keeping the rest', () => {
    expect(redactUrl('/payroll-partner/login?token=s3cret&fromMagicLink=true')).toBe(
      '/payroll-partner/login?token=[redacted]&fromMagicLink=true',
    );
    expect(redactUrl('/ascend/callback?result=eyJ&signature=ab12')).toBe(
      '/ascend/callback?result=[redacted]&signature=[redacted]',
    );
    expect(redactUrl('/x?loginAsToken=t')).toBe('/x?loginAsToken=[redacted]');
  });

  it('leaves other addresses as they are', () => {
    expect(redactUrl('/api/quote/getQuote?id=42')).toBe('/api/quote/getQuote?id=42');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
