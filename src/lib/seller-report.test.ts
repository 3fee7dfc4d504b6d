import {
  EMPTY_SELLER_REPORT,
  SELLER_REPORT_SUBJECT,
  sellerReportMail,
  sellerReportProblems,
} from './seller-report';
import { FIELD_REQUIRED } from './form-messages';

const REPORT = {
  what: 'Il insistait pour être payé en espèces, sans calendrier.',
  where: 'Rue de Brest, Rennes',
  when: 'Samedi vers 15 h',
  firstName: 'Odile',
  lastName: 'Perrin',
  email: 'odile.perrin@exemple.fr',
  phone: '',
};

describe("a householder's report of a suspect seller", () => {
  it('asks for what happened, where, when, and who reports it; the phone is optional', () => {
    expect(sellerReportProblems(EMPTY_SELLER_REPORT)).toEqual({
      what: FIELD_REQUIRED,
      where: FIELD_REQUIRED,
      when: FIELD_REQUIRED,
      firstName: FIELD_REQUIRED,
      lastName: FIELD_REQUIRED,
      email: FIELD_REQUIRED,
    });
    expect(sellerReportProblems({ ...REPORT, email: 'odile' })).toEqual({
      email: 'e-mail invalide',
    });
    expect(sellerReportProblems(REPORT)).toEqual({});
  });

  it('goes by the contact call with its subject, the code checked and the verdict shown', () => {
    const mail = sellerReportMail(REPORT, 'abc-123', 'Carte non valide');
    expect(mail).toMatchObject({
      email: 'odile.perrin@exemple.fr',
      phone: 'non renseigné',
      lastName: 'Perrin',
      firstName: 'Odile',
      subject: SELLER_REPORT_SUBJECT,
    });
    expect(mail.subject).toBe("Signalement d'un vendeur");
    expect(mail.text).toContain('la carte abc-123');
    expect(mail.text).toContain('Vérification affichée : Carte non valide');
    expect(mail.text).toContain('Lieu : Rue de Brest, Rennes');
    expect(mail.text).toContain('Date et heure : Samedi vers 15 h');
  });
});
