import { sendInternalMail } from '@/api/mails';
import { fetchRgpdText } from '@/api/privacy-text';
import type { ContactMail } from '@/api/types';
import { lastMailTo, statusOfCall } from '@/mocks/backend/testing';
import { ASSOCIATION_EMAIL } from './mails';

const message: ContactMail = {
  email: 'lea@exemple.fr',
  phone: '0601020304',
  lastName: 'Roussel',
  firstName: 'Léa',
  subject: 'Arbre de Noël',
  text: 'Bonjour,\n<script>alert(1)</script> quelle date ?',
  recaptcha: 'demo-recaptcha-token',
};

describe('contact and data protection', () => {
  it('delivers a complete message to the association, its text escaped', async () => {
    await sendInternalMail(message);
    const mail = lastMailTo(ASSOCIATION_EMAIL);
    expect(mail?.subject).toBe('[Contact] Arbre de Noël');
    expect(mail?.html).toContain('Léa Roussel');
    expect(mail?.html).toContain('lea@exemple.fr');
    expect(mail?.html).not.toContain('<script>');
  });

  it.each(Object.keys(message))('refuses a message without %s (400)', async (field) => {
    expect(await statusOfCall(sendInternalMail({ ...message, [field]: ' ' }))).toBe(400);
    expect(lastMailTo(ASSOCIATION_EMAIL)).toBeUndefined();
  });

  it('serves the French data-protection notice as HTML', async () => {
    const response = await fetch(
      `${(await import('@/mocks/backend/responses')).url('/siteconfiguration/rgpd')}`,
    );
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const text = await fetchRgpdText();
    for (const word of [
      'accéder',
      'rectifier',
      'effacement',
      'limitation',
      'opposer',
      'délégué à la protection des données',
      'Nous contacter',
      'courrier',
    ]) {
      expect(text).toContain(word);
    }
  });
});
