import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setAuthToken } from '@/api/auth-token';
import { api } from '@/api/client';
import { paths } from '@/config/paths';
import { db } from '@/mocks/backend/db';
import { listMessages } from '@/mocks/backend/mailbox';
import { DEMO, signInAs } from '@/mocks/backend/testing';
import { issueToken } from '@/mocks/backend/tokens';

/** What the fault matrix's rows reach, by what the user sees (labels, roles, texts). */

export const field = (label: string) => screen.getByLabelText(label, { exact: true });
export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
export const inDialog = (name: string | RegExp) => within(dialog(name));

/** Replaces what `element` holds with `value`, as a user typing it. */
export async function fill(user: UserEvent, element: HTMLElement, value: string): Promise<void> {
  await user.clear(element);
  await user.click(element);
  await user.paste(value);
}

/** Fills each labelled field of `scope` (the page, or a dialog). */
export async function fillAll(
  user: UserEvent,
  values: readonly (readonly [string, string])[],
  scope: Pick<typeof screen, 'getByLabelText'> = screen,
): Promise<void> {
  for (const [label, value] of values) {
    await fill(user, scope.getByLabelText(label, { exact: true }), value);
  }
}

/** Ticks the captcha stand-in when it shows unticked. */
export async function tickCaptcha(user: UserEvent): Promise<void> {
  const box = await screen.findByLabelText('Je ne suis pas un robot');
  if (!(box as HTMLInputElement).checked) await user.click(box);
}

/** The hash route of the newest demo e-mail of `subject` (its link, as a reader opens it). */
export function mailRoute(subject: string): string {
  const link = listMessages().find((message) => message.subject === subject)?.link;
  if (!link) throw new Error(`no link in the e-mail '${subject}'`);
  return link.slice(link.indexOf('#') + 1);
}

/** A recovery asked of the backend, and the route of its reset link. */
export async function resetRoute(email: string): Promise<string> {
  await api.post('/auth/recover', { email });
  return mailRoute('Réinitialisation de votre mot de passe');
}

/** Waits for a button of the screen, then clicks it. */
export async function press(user: UserEvent, name: string | RegExp): Promise<void> {
  await user.click(await screen.findByRole('button', { name }));
}

/**
 * A validation link of its own for the person the demo's validation e-mail went to: the screen
 * validates a link once per page life, and every cell is a new page.
 */
export function freshValidationRoute(): string {
  const to = listMessages().find(
    (message) => message.subject === 'Confirmez votre adresse e-mail',
  )?.to;
  const person = db().persons.find((candidate) => candidate.email === to);
  if (!person) throw new Error('no person waits for a validation in the seed');
  return paths.validateOrSubscribe.getHref({ token: issueToken(person, 'validation') });
}

/** The check address of the member's card (its code asked of the backend by its owner), signed out. */
export async function cardCheckRoute(): Promise<string> {
  const id = await signInAs(...DEMO.member);
  const { data } = await api.get<{ code: string }>(`/users/${id}/card`);
  setAuthToken(null);
  return paths.cardCheck.getHref(data.code);
}
