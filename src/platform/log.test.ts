import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, vi } from 'vitest';
import { describeError, logFailure } from './log';

/** A failed call as the HTTP client reports it: the request, bearer included, rides along. */
function failedCall(
  status: number,
  message = `Request failed with status code ${status}`,
): AxiosError {
  const config: InternalAxiosRequestConfig = {
    url: '/users/1',
    method: 'get',
    headers: new AxiosHeaders({ Authorization: 'Bearer secret' }),
    data: '{"password":"secret"}',
  };
  return new AxiosError(message, 'ERR_BAD_RESPONSE', config, null, {
    data: { message: 'Erreur interne', token: 'secret' },
    status,
    statusText: 'Internal Server Error',
    headers: new AxiosHeaders(),
    config,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('logFailure (failures that are only logged)', () => {
  it('logs one line with what failed, the status and the message, and nothing of the request', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logFailure('Chargement des commissions', failedCall(500));

    expect(logged).toHaveBeenCalledTimes(1);
    const args = logged.mock.calls[0];
    for (const arg of args) {
      expect(typeof arg).toBe('string');
      expect(String(arg)).not.toContain('secret');
    }
    const line = args.join(' ');
    expect(line).toContain('Chargement des commissions');
    expect(line).toContain('500');
    expect(line).toContain('Request failed with status code 500');
    expect(line).not.toContain('\n');
  });

  it('logs a plain error by its message, and anything else as text', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logFailure('Photos', new Error('Network Error'));
    logFailure('Documents', 'hors ligne');
    expect(logged.mock.calls.map((args) => args.join(' '))).toEqual([
      expect.stringMatching(/Photos.*Network Error/),
      expect.stringMatching(/Documents.*hors ligne/),
    ]);
    for (const args of logged.mock.calls) {
      for (const arg of args) expect(typeof arg).toBe('string');
    }
  });
});

describe('describeError', () => {
  it('gives the HTTP status and message of a failed call', () => {
    const text = describeError(failedCall(404, 'Ressource absente'));
    expect(text).toContain('404');
    expect(text).toContain('Ressource absente');
    expect(text).not.toContain('secret');
  });
});
