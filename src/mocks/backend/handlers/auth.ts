import { HttpResponse, http } from 'msw';
import { recoverBody, resetBody, signInBody } from '@/api/schemas/auth';
import { paths } from '@/config/paths';
import { passwordProblem } from '@/lib/passwords';
import { save } from '@/mocks/backend/db';
import { SESSION_LIFETIME, sign } from '@/mocks/backend/jwt';
import { sendMail } from '@/mocks/backend/mailbox';
import { escapeHtml, findByEmail } from '@/mocks/backend/persons';
import {
  badRequest,
  forbidden,
  notFound,
  ok,
  readBody,
  unauthorized,
  url,
} from '@/mocks/backend/responses';
import { issueToken, readToken, spendToken } from '@/mocks/backend/tokens';
import { bearerOf, withToken } from '@/mocks/backend/with-auth';

export const authHandlers = [
  http.post(url('/auth/signin'), async ({ request }) => {
    const body = await readBody(request, signInBody);
    if (body instanceof Response) return body;
    const { username, password } = body;
    const person = findByEmail(username);
    if (!person || !password || person.password !== password) {
      return unauthorized('Identifiants incorrects');
    }
    if (!person.emailValidated) return unauthorized("L'e-mail n'a pas été validé");
    if (!person.validated)
      return unauthorized("Le compte attend la validation d'un administrateur");
    const answer = {
      username: person.email,
      userId: person.id,
      token: sign(
        { sub: person.email, userId: person.id, purpose: 'session', roles: person.roles },
        SESSION_LIFETIME,
      ),
      subscriptions: person.subscriptions,
      roles: person.roles,
      accountValidity: person.accountValidity,
    };
    return HttpResponse.json(answer);
  }),

  http.post(url('/auth/recover'), async ({ request }) => {
    const body = await readBody(request, recoverBody);
    if (body instanceof Response) return body;
    const person = findByEmail(body.email);
    if (!person) return notFound('E-mail');
    const token = issueToken(person, 'recovery');
    sendMail(
      person.email,
      'Réinitialisation de votre mot de passe',
      `<p>Bonjour ${escapeHtml(person.firstName)},</p><p>Vous avez demandé à changer de mot de passe. Ouvrez le lien ci-dessous (valable 24 heures, une seule fois) pour en choisir un nouveau.</p><p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.</p>`,
      paths.home.absoluteHref(token),
    );
    return ok();
  }),

  http.post(url('/auth/reset'), async ({ request }) => {
    const body = await readBody(request, resetBody);
    if (body instanceof Response) return body;
    const person = findByEmail(body.email || body.username);
    if (!person) return notFound('E-mail');
    const holder = readToken(bearerOf(request), ['recovery']);
    if (!holder) return forbidden('Lien de réinitialisation invalide ou expiré');
    if (holder.person.id !== person.id)
      return forbidden("Opération interdite pour l'e-mail choisi");
    // The app's password rule (src/lib/passwords.ts), with its message.
    const password = String(body.password ?? '');
    const refusal = passwordProblem(password, String(body.password2 ?? ''));
    if (refusal) return badRequest(refusal);
    person.password = password;
    spendToken(holder.record);
    save();
    return ok();
  }),

  http.post(
    url('/auth/validate'),
    withToken(
      ({ holder }) => {
        holder.person.emailValidated = true;
        save();
        return HttpResponse.json({ token: issueToken(holder.person, 'payment') });
      },
      {
        purposes: ['validation'],
        refuse: () => badRequest('Le token fourni est invalide ou expiré'),
      },
    ),
  ),
];
