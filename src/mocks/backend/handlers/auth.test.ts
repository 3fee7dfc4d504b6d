import { jwtDecode } from 'jwt-decode';
import { recoverPassword, resetPassword, signIn } from '@/api/auth';
import { validateEmail } from '@/api/email-validation';
import { setAuthToken } from '@/api/auth-token';
import { PASSWORD_NOT_ALLOWED } from '@/lib/passwords';
import { statusOf } from '@/api/client';
import { detailOf } from '@/lib/failure-detail';
import { db } from '@/mocks/backend/db';
import { mint } from '@/mocks/backend/jwt';
import { DEMO, lastMailTo, linkParam, statusOfCall } from '@/mocks/backend/testing';

afterEach(() => setAuthToken(null));

describe('POST /auth/signin', () => {
  it.each([
    [...DEMO.member, [], ['AMICALE']],
    [...DEMO.commission, ['sport_ADMIN'], ['AMICALE', 'UDSP']],
    [...DEMO.persons, ['general_ADMIN-PERSON'], ['AMICALE']],
    [...DEMO.admin, ['general_SUPER-ADMIN'], ['AMICALE']],
    [...DEMO.calendar, ['calendrier_ADMIN'], ['AMICALE']],
  ])(
    'signs in %s with its roles, subscriptions and an 8-hour JWT',
    async (email, password, roles, subscriptions) => {
      const answer = await signIn(email, password);
      expect(answer).toMatchObject({ username: email, roles, subscriptions });
      expect(answer.accountValidity).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const claims = jwtDecode<{
        sub: string;
        userId: number;
        roles: string[];
        exp: number;
        iat: number;
      }>(answer.token);
      expect(claims).toMatchObject({ sub: email, userId: answer.userId, roles });
      expect(claims.exp - claims.iat).toBe(8 * 3600);
      expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(60);
    },
  );

  it('gives the plain member her validity and children', async () => {
    const answer = await signIn(...DEMO.member);
    expect(answer.accountValidity).toBe(`${new Date().getFullYear() + 1}-09-30`);
    expect(db().persons.find((person) => person.id === answer.userId)?.relations).toHaveLength(2);
  });

  it('refuses a wrong password, an unknown user, an unconfirmed e-mail and an account awaiting an administrator', async () => {
    expect(await statusOfCall(signIn(DEMO.member[0], 'Membre2025!'))).toBe(401);
    expect(await statusOfCall(signIn('personne@amicale.fr', DEMO.member[1]))).toBe(401);
    expect(await statusOfCall(signIn(...DEMO.newcomer))).toBe(401);
    expect(await statusOfCall(signIn(...DEMO.waiting))).toBe(401);
  });

  it('accepts the e-mail whatever its case', async () => {
    expect((await signIn('MEMBRE@amicale.fr', DEMO.member[1])).userId).toBe(1);
  });
});

describe('password recovery', () => {
  it('sends a link, resets the password once, then signs in with the new one', async () => {
    await recoverPassword(DEMO.member[0]);
    const mail = lastMailTo(DEMO.member[0]);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail?.link).toMatch(/^http:\/\/localhost:\d+\/#\/\?token=/);
    const token = linkParam(mail?.link, 'token');

    await resetPassword({
      token,
      email: DEMO.member[0],
      password: 'Caserne-35',
      password2: 'Caserne-35',
    });
    expect((await signIn(DEMO.member[0], 'Caserne-35')).userId).toBe(1);
    expect(await statusOfCall(signIn(...DEMO.member))).toBe(401);
    // The link works once.
    expect(
      await statusOfCall(
        resetPassword({
          token,
          email: DEMO.member[0],
          password: 'Autre-35',
          password2: 'Autre-35',
        }),
      ),
    ).toBe(403);
  });

  it('answers 404 for an unknown e-mail, 403 for another person or a bad token, 400 for a mismatch', async () => {
    expect(await statusOfCall(recoverPassword('inconnu@amicale.fr'))).toBe(404);
    await recoverPassword(DEMO.member[0]);
    const token = linkParam(lastMailTo(DEMO.member[0])?.link, 'token');
    const reset = (email: string, bearer = token, password2 = 'Caserne-35') =>
      statusOfCall(resetPassword({ token: bearer, email, password: 'Caserne-35', password2 }));

    expect(await reset('inconnu@amicale.fr')).toBe(404);
    expect(await reset(DEMO.commission[0])).toBe(403);
    expect(await reset(DEMO.member[0], 'pas.un.jeton')).toBe(403);
    expect(await reset(DEMO.member[0], `${token}x`)).toBe(403);
    expect(await reset(DEMO.member[0], token, 'Autre-35')).toBe(400);
    expect(await statusOfCall(signIn(...DEMO.member))).toBe(200);
  });

  it('refuses a new password the app refuses (400), and keeps the link usable', async () => {
    await recoverPassword(DEMO.member[0]);
    const token = linkParam(lastMailTo(DEMO.member[0])?.link, 'token');
    const failure = await resetPassword({
      token,
      email: DEMO.member[0],
      password: 'azerty123',
      password2: 'azerty123',
    }).catch((error: unknown) => error);
    expect([statusOf(failure), detailOf(failure)]).toEqual([400, PASSWORD_NOT_ALLOWED]);
    expect(await statusOfCall(signIn(...DEMO.member))).toBe(200);
    await resetPassword({
      token,
      email: DEMO.member[0],
      password: 'Caserne-35',
      password2: 'Caserne-35',
    });
    expect((await signIn(DEMO.member[0], 'Caserne-35')).userId).toBe(1);
  });

  it('refuses an expired recovery token', async () => {
    const member = db().persons[0];
    const expired = mint(member, 'recovery', 3600, 'expired', Date.now() - 2 * 3600 * 1000);
    db().tokens.push(expired.record);
    expect(
      await statusOfCall(
        resetPassword({
          token: expired.token,
          email: member.email,
          password: 'Caserne-35',
          password2: 'Caserne-35',
        }),
      ),
    ).toBe(403);
  });
});

describe('POST /auth/validate', () => {
  it('confirms the e-mail of the seeded unconfirmed account and hands a payment token', async () => {
    const link = lastMailTo('nouveau@amicale.fr')?.link;
    expect(link).toContain('#/validateorsubscribe?token=');
    const { token } = await validateEmail(linkParam(link, 'token'));
    expect(jwtDecode<{ purpose: string; userId: number }>(token)).toMatchObject({
      purpose: 'payment',
      userId: 7,
    });
    expect(db().persons.find((person) => person.id === 7)?.emailValidated).toBe(true);
  });

  it('answers 400 for a token that is not a validation token', async () => {
    expect(await statusOfCall(validateEmail('pas-un-token'))).toBe(400);
    const { token } = await validateEmail(
      linkParam(lastMailTo('nouveau@amicale.fr')?.link, 'token'),
    );
    expect(await statusOfCall(validateEmail(token))).toBe(400);
  });
});
