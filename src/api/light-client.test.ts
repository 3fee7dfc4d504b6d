import { HttpResponse, delay, http } from 'msw';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { MalformedAnswerError, refusalOf, statusOf } from './answers';
import { detailOf } from '@/lib/failure-detail';
import { validateEmail } from './email-validation';
import { lightDefaults, postForJson } from './light-client';

/** The first call of an e-mail link goes through fetch, with the app's client's rules. */
describe('the light client', () => {
  afterEach(() => {
    lightDefaults.timeout = 20_000;
  });

  it('posts to a path of the API, its query set, and reads the JSON answer', async () => {
    const seen: string[] = [];
    server.use(
      http.post(url('/auth/validate'), ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ token: 'paiement' });
      }),
    );
    expect(await validateEmail('a b&c')).toEqual({ token: 'paiement' });
    expect(seen).toEqual([url('/auth/validate?token=a+b%26c')]);
  });

  it('keeps a server-written address on the API: `//host/x` is a path of it', async () => {
    const seen: string[] = [];
    server.use(
      http.post(url('/evil.example/x'), ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({});
      }),
    );
    await postForJson('//evil.example/x', {});
    expect(seen).toEqual([url('/evil.example/x')]);
  });

  it('fails a refusal with its status and the backend’s reason, never its own English', async () => {
    server.use(
      http.post(url('/auth/validate'), () =>
        HttpResponse.json({ message: 'Lien expiré' }, { status: 400 }),
      ),
    );
    const error = await validateEmail('x').catch((failure: unknown) => failure);
    expect(statusOf(error)).toBe(400);
    expect(refusalOf(error)).toBe('Lien expiré');
  });

  it('never shows a server failure’s text', async () => {
    server.use(
      http.post(url('/auth/validate'), () =>
        HttpResponse.json({ message: 'NullPointerException' }, { status: 500 }),
      ),
    );
    const error = await validateEmail('x').catch((failure: unknown) => failure);
    expect(statusOf(error)).toBe(500);
    expect(refusalOf(error)).toBeUndefined();
    expect(detailOf(error)).toBe("le serveur n'a pas pu traiter la demande");
  });

  it('refuses an HTML page, even with a 200', async () => {
    server.use(
      http.post(
        url('/auth/validate'),
        () => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await expect(validateEmail('x')).rejects.toBeInstanceOf(MalformedAnswerError);
  });

  it('says when the server is unreachable, and when it did not answer in time', async () => {
    server.use(http.post(url('/auth/validate'), () => HttpResponse.error()));
    const unreachable = await validateEmail('x').catch((failure: unknown) => failure);
    expect(statusOf(unreachable)).toBeUndefined();
    expect(detailOf(unreachable)).toBe('le serveur est injoignable');

    lightDefaults.timeout = 50;
    server.use(http.post(url('/auth/validate'), () => delay('infinite')));
    const late = await validateEmail('x').catch((failure: unknown) => failure);
    expect(detailOf(late)).toBe("le serveur n'a pas répondu à temps");
  });
});
