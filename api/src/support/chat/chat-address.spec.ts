import type { IncomingMessage } from 'node:http';
import { addressOf } from './chat.gateway';

const request = (remote: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: remote },
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  }) as unknown as IncomingMessage;

const loopback = (address: string) => address === '127.0.0.1';

describe('chat socket client address', () => {
  it('believes X-Forwarded-For only from trusted proxies', () => {
    expect(addressOf(request('127.0.0.1', '203.0.113.9'), loopback)).toBe('203.0.113.9');
    expect(addressOf(request('198.51.100.7', '203.0.113.9'), loopback)).toBe('198.51.100.7');
    expect(addressOf(request('127.0.0.1'), loopback)).toBe('127.0.0.1');
  });

  it('stops at the first address that is not a trusted proxy', () => {
    expect(addressOf(request('127.0.0.1', '203.0.113.9, 10.0.0.2'), (a) => a === '127.0.0.1')).toBe(
      '10.0.0.2',
    );
    expect(addressOf(request('127.0.0.1', '1.1.1.1'), undefined)).toBe('127.0.0.1');
  });
});
