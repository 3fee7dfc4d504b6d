import { screen, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import type { UnitRow } from './cells';
import { byFault, errorState, logged, message, quiet } from './outcomes';
import { ADDRESS_ERROR, ADDRESS_SAVED, pressing, saving } from './row-parts';
import {
  button,
  cardCheckRoute,
  dialog,
  field,
  fill,
  freshValidationRoute,
  fillAll,
  inDialog,
  mailRoute,
  press,
  resetRoute,
  tickCaptcha,
} from './ui';

/** The fault matrix's rows of the public screens: every call they make, and its outcomes. */

const ORDER_FAILED = 'La commande ne peut pas être effectuée';
const member = DEMO_ACCOUNTS.member;
const REGISTRATION = /^Inscription /;
const CONTACT = 'Nous contacter';
const SUSPECT = 'Signaler un vendeur suspect';
const VALIDATION = freshValidationRoute;
const RENEWAL = () => mailRoute('Renouvelez votre adhésion');

export const PUBLIC_ROWS: UnitRow[] = [
  {
    call: 'GET /cards/{code}',
    request: { method: 'GET', path: '/cards/:code' },
    screen: 'card check at the door',
    answer: 'record',
    path: cardCheckRoute,
    // An unknown code is an answer; any other failure is never taken for a verdict.
    expect: byFault(
      errorState(
        "La carte n'a pas pu être vérifiée : le serveur n'a pas répondu. Vérifiez votre connexion puis réessayez.",
      ),
      { '404': quiet('Carte non valide') },
    ),
    shows: 'Membre à jour de sa cotisation',
  },
  {
    call: 'POST /mails/sendinternalmail (suspect seller)',
    request: { method: 'POST', path: '/mails/sendinternalmail' },
    screen: 'card check at the door (suspect seller report)',
    answer: 'unread',
    path: cardCheckRoute,
    setup: async (user) => {
      await press(user, SUSPECT);
      const form = within(await screen.findByRole('dialog', { name: SUSPECT }));
      // Each label carries the required mark: the fields are found by the start of their name.
      for (const [label, value] of [
        ["Ce qui s'est passé", 'Il voulait être payé en espèces.'],
        ['Où', 'Rue de Brest, Rennes'],
        ['Quand', 'Samedi vers 15 h'],
        ['Prénom', 'Odile'],
        ['Nom', 'Perrin'],
        ['E-mail', 'odile.perrin@exemple.fr'],
      ]) {
        await fill(user, form.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
      }
    },
    act: async (user) => {
      await tickCaptcha(user);
      await user.click(inDialog(SUSPECT).getByRole('button', { name: 'Envoyer le signalement' }));
    },
    expect: byFault(
      message(
        "Le signalement n'a pas pu être envoyé : vérifiez votre connexion, puis réessayez. Ce que vous avez écrit est gardé.",
      ),
    ),
    kept: () =>
      expect(inDialog(SUSPECT).getByRole('textbox', { name: /^Où/ })).toHaveValue(
        'Rue de Brest, Rennes',
      ),
    control: () => inDialog(SUSPECT).getByRole('button', { name: 'Envoyer le signalement' }),
    succeeds: "Merci, l'amicale a été prévenue",
  },
  {
    call: 'POST /auth/signin',
    request: { method: 'POST', path: '/auth/signin' },
    screen: 'login',
    answer: 'record',
    path: '/',
    ...pressing('Se connecter', async (user) => {
      await fill(user, await screen.findByLabelText('E-mail', { exact: true }), member.email);
      await fill(user, field('Mot de passe'), member.password);
    }),
    expect: byFault(message('Utilisateur non-autorisé')),
    kept: () => expect(field('E-mail')).toHaveValue(member.email),
    succeeds: 'Jeanne Martin',
  },
  {
    call: 'POST /auth/recover',
    request: { method: 'POST', path: '/auth/recover' },
    screen: 'recovery',
    answer: 'unread',
    path: '/',
    setup: async (user) => {
      await press(user, 'Mot de passe oublié');
      await screen.findByRole('dialog', { name: 'Mot de passe oublié' });
      await fill(user, inDialog('Mot de passe oublié').getByLabelText('E-mail'), member.email);
    },
    act: (user) =>
      user.click(inDialog('Mot de passe oublié').getByRole('button', { name: 'Envoyer' })),
    expect: byFault(message("L'email entré n'a pas été reconnu")),
    kept: () =>
      expect(inDialog('Mot de passe oublié').getByLabelText('E-mail')).toHaveValue(member.email),
    control: () => inDialog('Mot de passe oublié').getByRole('button', { name: 'Envoyer' }),
    succeeds: 'Un lien de récupération vous a été envoyé',
  },
  {
    call: 'POST /auth/reset',
    request: { method: 'POST', path: '/auth/reset' },
    screen: 'login (password reset)',
    answer: 'unread',
    path: () => resetRoute(member.email),
    ...pressing('Réinitialiser', async (user) => {
      await screen.findByRole('button', { name: 'Réinitialiser' });
      await fillAll(user, [
        ['E-mail', member.email],
        ['Mot de passe', 'Caserne-Nouvelle'],
        ['Confirmation du mot de passe', 'Caserne-Nouvelle'],
      ]);
    }),
    expect: byFault(message('Impossible de réinitialiser le mot de passe'), {
      '404': message("L'email entré n'a pas été trouvé"),
      '403': message("Opération interdite pour l'email choisi"),
    }),
    kept: () => expect(field('E-mail')).toHaveValue(member.email),
    succeeds: 'Votre mot de passe a été correctement réinitialisé',
  },
  {
    call: 'POST /users',
    request: { method: 'POST', path: '/users' },
    screen: 'registration',
    answer: 'unread',
    path: '/',
    setup: async (user) => {
      await press(user, 'Créer un compte');
      const form = within(await screen.findByRole('dialog', { name: REGISTRATION }));
      await fillAll(
        user,
        [
          ['Prénom', 'Zoé'],
          ['Nom', 'Nouvelle'],
          ['E-mail', 'zoe.nouvelle@exemple.fr'],
          ['Téléphone', '0601020304'],
          ['Mot de passe', 'Caserne-Beauregard'],
          ['Confirmation du mot de passe', 'Caserne-Beauregard'],
        ],
        form,
      );
      await user.selectOptions(form.getByLabelText('Jour', { exact: true }), '14');
      await user.selectOptions(form.getByLabelText('Mois', { exact: true }), 'juillet');
      await user.selectOptions(form.getByLabelText('Année', { exact: true }), '1992');
      await user.selectOptions(form.getByLabelText('Centre de secours (CIS)'), 'Beauregard');
      await user.selectOptions(form.getByLabelText('Statut', { exact: true }), 'SPV');
    },
    act: async (user) => {
      await tickCaptcha(user);
      await user.click(button('Créer mon compte'));
    },
    expect: byFault(message('Une erreur est survenue. Veuillez vérifier les champs renseignés'), {
      '403': message("L'e-mail choisi est déjà utilisé"),
    }),
    kept: () =>
      expect(within(dialog(REGISTRATION)).getByLabelText('Prénom', { exact: true })).toHaveValue(
        'Zoé',
      ),
    // A used captcha is spent: the box comes back unticked, and with a tick the button works.
    control: () => screen.getByLabelText('Je ne suis pas un robot'),
    succeeds: /^Compte correctement créé\. /,
  },
  {
    call: 'POST /mails/sendinternalmail',
    request: { method: 'POST', path: '/mails/sendinternalmail' },
    screen: 'contact',
    answer: 'unread',
    path: '/',
    setup: async (user) => {
      await press(user, CONTACT);
      const form = within(await screen.findByRole('dialog', { name: CONTACT }));
      await fillAll(
        user,
        [
          ['E-mail', 'visiteur@exemple.fr'],
          ['Téléphone', '0601020304'],
          ['Nom', 'Durand'],
          ['Prénom', 'Alice'],
          ['Objet', 'Calendrier'],
          ['Message', 'Bonjour'],
        ],
        form,
      );
    },
    act: async (user) => {
      await tickCaptcha(user);
      await user.click(inDialog(CONTACT).getByRole('button', { name: 'Envoyer' }));
    },
    expect: byFault(message("Erreur lors de l'envoi de l'email. Réessayez plus tard")),
    kept: () =>
      expect(inDialog(CONTACT).getByLabelText('Message', { exact: true })).toHaveValue('Bonjour'),
    control: () => inDialog(CONTACT).getByRole('button', { name: 'Envoyer' }),
    succeeds: 'Votre email a bien été envoyé',
  },
  {
    call: 'GET /siteconfiguration/rgpd',
    request: { method: 'GET', path: '/siteconfiguration/rgpd' },
    screen: 'data protection',
    answer: 'html',
    path: '/',
    setup: async () => {
      await screen.findByRole('button', { name: 'Se connecter' });
    },
    act: (user) => user.click(button('Données Personnelles')),
    // The notice the app carries stays.
    expect: byFault(logged('Texte de protection des données non chargé')),
    kept: () =>
      expect(dialog('Données Personnelles')).toHaveTextContent('Conformément au règlement'),
  },
  {
    call: 'POST /commands/calendar',
    request: { method: 'POST', path: '/commands/calendar' },
    screen: 'calendar purchase',
    answer: 'record',
    path: '/calendrier',
    setup: async (user) => {
      await screen.findByLabelText('Numéro de souche', { exact: true });
      await fillAll(user, [
        ['Nom', 'Durand'],
        ['Prénom', 'Alice'],
        ['E-mail', 'alice.durand@exemple.fr'],
        ['Numéro', '12'],
        ['Rue', 'rue de la Caserne'],
        ['Code postal', '35000'],
        ['Ville', 'Rennes'],
        ['Numéro de souche', '42'],
      ]);
      await user.click(button('10 €'));
    },
    act: async (user) => {
      await tickCaptcha(user);
      await user.click(button('Payer'));
    },
    expect: byFault(message(ORDER_FAILED)),
    kept: () => expect(field('Numéro de souche')).toHaveValue('42'),
    control: () => button('Payer'),
  },
  {
    call: 'POST /auth/validate?token=',
    request: { method: 'POST', path: '/auth/validate?token' },
    screen: 'e-mail validation',
    answer: 'record',
    path: VALIDATION,
    expect: byFault(
      errorState("La validation n'a pas pu aboutir : le serveur ne répond pas pour le moment."),
      {
        '404': message("Le token fourni n'a pas pu être validé"),
        '403': message("Le token fourni n'a pas pu être validé"),
      },
    ),
    shows: 'E-mail confirmé',
    succeeds: 'E-mail confirmé',
  },
  {
    call: 'GET /resources/cotisation?token=',
    request: { method: 'GET', path: '/resources/cotisation?token' },
    screen: 'e-mail validation (dues)',
    answer: 'list',
    path: VALIDATION,
    expect: byFault(errorState('Impossible de charger le paiement de la cotisation'), {
      // Nothing to pay: the member goes home.
      '404': message('Aucune cotisation à payer'),
    }),
  },
  {
    call: 'POST /commands/adhesion?token=',
    request: { method: 'POST', path: '/commands/adhesion?token' },
    screen: 'e-mail validation (dues)',
    answer: 'record',
    path: VALIDATION,
    ...pressing('Payer'),
    expect: byFault(message(ORDER_FAILED)),
    kept: () => expect(screen.getByRole('heading', { name: /^Cotisation / })).toBeInTheDocument(),
  },
  {
    call: 'GET /users/{id}/unsecure?token=',
    request: { method: 'GET', path: '/users/:id/unsecure?token' },
    screen: 'renewal',
    answer: 'record',
    path: RENEWAL,
    expect: byFault(errorState("Le compte n°8 n'a pas pu être trouvé"), {
      '404': message('Vous avez changé votre email.'),
    }),
  },
  {
    call: 'GET {address link}/unsecure?token=',
    request: { method: 'GET', path: '/users/:id/address/unsecure?token' },
    screen: 'renewal',
    answer: 'record',
    path: RENEWAL,
    // No address yet: the member types it.
    expect: byFault(message(ADDRESS_ERROR), { '404': quiet("Enregistrer l'adresse") }),
  },
  {
    call: 'POST /addresses/unsecure?token=',
    request: { method: 'POST', path: '/addresses/unsecure?token' },
    screen: 'renewal',
    answer: 'record',
    path: RENEWAL,
    ...ADDRESS_SAVED,
  },
  {
    call: 'PATCH /users/{id}/unsecure?token=',
    request: { method: 'PATCH', path: '/users/:id/unsecure?token' },
    screen: 'renewal',
    answer: 'record',
    path: RENEWAL,
    ...pressing('Valider', async (user) => {
      await vi.waitFor(() => expect(button('Valider')).toBeEnabled(), { timeout: 5_000 });
      await fill(user, field('Téléphone'), '0611223344');
    }),
    // The answer's fields only complete what was sent: the dues follow.
    ...saving('Erreur lors de la mise à jour', 'Informations enregistrées'),
    kept: () => expect(field('Téléphone')).toHaveValue('0611223344'),
  },
];
