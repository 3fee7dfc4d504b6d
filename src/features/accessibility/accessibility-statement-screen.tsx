import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { Screen } from '@/components/screen';
import { association, postalAddress } from '@/config/association';
import { criteriaAre } from '@/lib/conformity';
import { formatDate } from '@/lib/format';
import {
  AUDIT_COUNTS,
  AUDIT_DATE,
  AUDIT_LIMIT,
  AUDIT_RATE,
  AUDIT_SAMPLE,
  AUDIT_STATE,
  AUDIT_TOOLS,
  CRITERIA_COUNT,
  NON_CONFORMITIES,
  NOT_SUBJECT_CONTENTS,
  REFERENTIAL,
  TECHNOLOGIES,
  THIRD_PARTY_CONTENTS,
} from './audit';

/** A page of another site, in a new tab, which its name says (as the footer's links do). */
function OutLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${children} (nouvel onglet)`}
    >
      {children}
    </a>
  );
}

/** A heading of the statement, then what it heads: a section (level 2) or a part of one (3). */
function Titled({ level, title, children }: { level: 2 | 3; title: string; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading className={level === 2 ? 'h4 mt-4' : 'h6 mt-3'}>{title}</Heading>
      {children}
    </>
  );
}

/** A bulleted list of texts (each text its own key). */
function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/**
 * `/accessibilite`, `Déclaration d'accessibilité`: the French model's statement of the RGAA 4.1.2
 * audit (docs/accessibility.md#statement), its figures from `audit.ts`. Open to everyone, signed
 * in or not. `onContact` opens the app's contact form, for a person who meets a barrier.
 */
export function AccessibilityStatementScreen({ onContact }: { onContact: () => void }) {
  const { conform, notConform, notApplicable } = AUDIT_COUNTS;
  return (
    <Screen title="Déclaration d'accessibilité" width="medium">
      <p>
        L'{association.fullName} s'engage à rendre son espace membres accessible, conformément à
        l'article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration d'accessibilité
        s'applique à l'espace membres, cette application.
      </p>

      <Titled level={2} title="État de conformité">
        <p>
          Le site de l'{association.fullName} est <strong>{AUDIT_STATE} conforme</strong> avec le
          référentiel général d'amélioration de l'accessibilité (RGAA), version 4.1.2
          {AUDIT_STATE === 'totalement'
            ? '.'
            : ', en raison des non-conformités énumérées ci-dessous.'}
        </p>
      </Titled>

      <Titled level={2} title="Résultats des tests">
        <p>
          L'audit de conformité réalisé par l'amicale révèle que <strong>{AUDIT_RATE} %</strong> des
          critères du RGAA version 4.1.2 sont respectés. Sur les {CRITERIA_COUNT} critères :
        </p>
        <ul>
          <li>{criteriaAre(conform, 'conforme')} ;</li>
          <li>{criteriaAre(notConform, 'non conforme')} ;</li>
          <li>{criteriaAre(notApplicable, 'non applicable')} à l'échantillon audité.</li>
        </ul>
        <p className="small text-body-secondary">
          Le taux est la part des critères conformes parmi les critères applicables (conformes et
          non conformes), arrondie à l'entier inférieur.
        </p>
      </Titled>

      <Titled level={2} title="Contenus non accessibles">
        <Titled level={3} title="Non-conformités">
          <Bullets
            items={NON_CONFORMITIES.map(({ criterion, text }) => `${text} (critère ${criterion})`)}
          />
        </Titled>
        <Titled level={3} title="Dérogations pour charge disproportionnée">
          <p>Aucune.</p>
        </Titled>
        <Titled level={3} title="Contenus non soumis à l'obligation d'accessibilité">
          <Bullets items={NOT_SUBJECT_CONTENTS} />
        </Titled>
        <Titled level={3} title="Contenus de tiers">
          <Bullets items={THIRD_PARTY_CONTENTS} />
        </Titled>
      </Titled>

      <Titled level={2} title="Établissement de cette déclaration">
        <p>Cette déclaration a été établie le {formatDate(AUDIT_DATE)}.</p>
        <Titled level={3} title="Technologies utilisées pour la réalisation de l'espace membres">
          <p>{TECHNOLOGIES.join(', ')}.</p>
        </Titled>
        <Titled level={3} title="Outils utilisés pour vérifier l'accessibilité">
          <Bullets items={AUDIT_TOOLS} />
          <p>{AUDIT_LIMIT}</p>
        </Titled>
        <Titled
          level={3}
          title={`Écrans ayant fait l'objet de la vérification de conformité (${REFERENTIAL})`}
        >
          <ul>
            {AUDIT_SAMPLE.map(({ name, address }) => (
              <li key={name}>
                {name} : <span className="text-break">{address}</span>
              </li>
            ))}
          </ul>
        </Titled>
      </Titled>

      <Titled level={2} title="Retour d'information et contact">
        <p>
          Si vous n'arrivez pas à accéder à un contenu ou à un service, écrivez à l'amicale : elle
          vous orientera vers une solution accessible ou vous donnera le contenu sous une autre
          forme. Vous pouvez aussi lui écrire par courrier : {postalAddress}.
        </p>
        <Button variant="primary" onClick={onContact}>
          Nous contacter
        </Button>
      </Titled>

      <Titled level={2} title="Voies de recours">
        <p>
          Si vous avez signalé à l'amicale un défaut d'accessibilité qui vous empêche d'accéder à un
          contenu ou à un service et que vous n'avez pas obtenu de réponse satisfaisante, vous
          pouvez saisir le Défenseur des droits :
        </p>
        <ul>
          <li>
            par le{' '}
            <OutLink href="https://formulaire.defenseurdesdroits.fr/">
              formulaire en ligne du Défenseur des droits
            </OutLink>{' '}
            ;
          </li>
          <li>
            par téléphone, au <a href="tel:+33969390000">09 69 39 00 00</a> ;
          </li>
          <li>
            auprès de l'un de{' '}
            <OutLink href="https://www.defenseurdesdroits.fr/carte-des-delegues">
              ses délégués, près de chez vous
            </OutLink>{' '}
            ;
          </li>
          <li>
            par courrier, gratuit et sans timbre : Défenseur des droits, Libre réponse 71120, 75342
            Paris CEDEX 07.
          </li>
        </ul>
      </Titled>
    </Screen>
  );
}
