import { HttpResponse, http } from 'msw';
import { db, save } from '../db';
import { DAY, HOUR, signToken, verifyToken } from '../jwt';
import { appLink, sendMail } from '../mailbox';
import { readJson, url } from './shared';

const findByEmail = (email: unknown) =>
  db().persons.find((person) => person.email.toLowerCase() === String(email ?? '').toLowerCase());

export const authHandlers = [
  http.post(url('/auth/signin'), async ({ request }) => {
    const { username, password } = await readJson<{ username: string; password: string }>(request);
    const person = findByEmail(username);
    if (!person || person.password !== password || !person.emailValidated || !person.validated) {
      return HttpResponse.json({ message: 'Identifiants refusés' }, { status: 401 });
    }
    return HttpResponse.json({
      username: person.email,
      userId: person.id,
      token: signToken(
        { sub: person.email, userId: person.id, purpose: 'session', roles: person.roles },
        8 * HOUR,
      ),
      subscriptions: person.subscriptions,
      roles: person.roles,
      accountValidity: person.accountValidity,
    });
  }),

  http.post(url('/auth/recover'), async ({ request }) => {
    const { email } = await readJson<{ email: string }>(request);
    const person = findByEmail(email);
    if (!person) return HttpResponse.json({ message: 'E-mail inconnu' }, { status: 404 });
    const token = signToken({ sub: person.email, userId: person.id, purpose: 'recovery' }, DAY);
    sendMail(
      person.email,
      'Réinitialisation de votre mot de passe',
      `<p>Bonjour ${person.firstName},</p><p>Pour choisir un nouveau mot de passe, ouvrez le lien ci-dessous (valable 24 heures).</p>`,
      appLink(`/?token=${token}`),
    );
    return new HttpResponse(null, { status: 200 });
  }),

  http.post(url('/auth/reset'), async ({ request }) => {
    const claims = verifyToken(
      (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, ''),
      'recovery',
    );
    const body = await readJson<{
      email: string;
      username: string;
      password: string;
      password2: string;
    }>(request);
    const person = findByEmail(body.email ?? body.username);
    if (!person) return HttpResponse.json({ message: 'E-mail inconnu' }, { status: 404 });
    if (!claims || claims.userId !== person.id) {
      return HttpResponse.json({ message: 'Opération interdite' }, { status: 403 });
    }
    if (!body.password || body.password !== body.password2) {
      return HttpResponse.json({ message: 'Mots de passe différents' }, { status: 400 });
    }
    person.password = body.password;
    save();
    return new HttpResponse(null, { status: 200 });
  }),

  http.post(url('/auth/validate'), ({ request }) => {
    const token = new URL(request.url).searchParams.get('token');
    const claims = verifyToken(token, 'validation');
    const person = claims
      ? db().persons.find((candidate) => candidate.id === claims.userId)
      : undefined;
    if (!person || person.email !== claims?.sub) {
      return HttpResponse.json({ message: 'Token invalide' }, { status: 400 });
    }
    person.emailValidated = true;
    save();
    return HttpResponse.json({
      token: signToken({ sub: person.email, userId: person.id, purpose: 'payment' }, DAY),
    });
  }),
];
