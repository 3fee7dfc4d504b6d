import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { commissionNewsQuery } from '@/api/news';
import { commissionKeys, fetchCommission, updateCommission } from '@/api/commissions';
import { type Commission, SUBSCRIPTIONS } from '@/api/types';
import { CheckboxInput, TextInput } from '@/components/form/inputs';
import { NewsList } from '@/components/news-card';
import { RichTextField } from '@/components/rich-text-field';
import { Screen } from '@/components/screen';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import { usePending } from '@/lib/use-pending';
import {
  COMMISSION_LOAD_FAILED,
  COMMISSION_SAVED,
  COMMISSION_SAVE_FAILED,
  NAME_REQUIRED,
} from './commission-admin-messages';
import { ReservationsPanel } from './reservations-panel';
import { ResourcesPanel } from './resources-panel';

/**
 * A commission's administration, for its ADMINs: `Paramètres`, `Ressources`,
 * `Informations` (its news) and `Réservations`, titled with the commission's name.
 */
export function CommissionAdminScreen({
  commissionId,
  technicalName,
}: {
  commissionId: number;
  technicalName: string;
}) {
  const commission = useQuery({
    queryKey: commissionKeys.detail(commissionId),
    queryFn: async () => {
      const found = await fetchCommission(commissionId);
      // The address names the commission twice: both must agree (the access rule reads the name).
      if (found.technicalName !== technicalName) throw new Error('Commission introuvable');
      return found;
    },
  });
  return (
    <Screen
      title={commission.data?.name ?? 'Commission'}
      load={commission}
      loading="Chargement de la commission…"
      error={COMMISSION_LOAD_FAILED}
    >
      {(loaded) => (
        <Tabs defaultActiveKey="settings" id="commission-admin" className="mb-3" mountOnEnter>
          <Tab eventKey="settings" title="Paramètres">
            <SettingsForm commission={loaded} />
          </Tab>
          <Tab eventKey="resources" title="Ressources">
            <ResourcesPanel technicalName={loaded.technicalName} />
          </Tab>
          <Tab eventKey="news" title="Informations">
            <CommissionNews technicalName={loaded.technicalName} />
          </Tab>
          <Tab eventKey="reservations" title="Réservations">
            <ReservationsPanel technicalName={loaded.technicalName} />
          </Tab>
        </Tabs>
      )}
    </Screen>
  );
}

function CommissionNews({ technicalName }: { technicalName: string }) {
  const news = useQuery(commissionNewsQuery(technicalName));
  return (
    <>
      <p>
        <Link to={paths.manageNews.getHref()}>Écrire ou modifier une information</Link>
      </p>
      <NewsList load={news} emptyMessage="Aucune information pour cette commission." />
    </>
  );
}

/** `sender`: the address the commission's e-mails leave from (its `emailConfiguration`). */
const senderOf = (commission: Commission) =>
  typeof commission.emailConfiguration.sender === 'string'
    ? commission.emailConfiguration.sender
    : '';

function SettingsForm({ commission }: { commission: Commission }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(commission.name);
  const [description, setDescription] = useState(commission.description ?? '');
  const [active, setActive] = useState(commission.active);
  const [subscribers, setSubscribers] = useState<string[]>(commission.authorizedSubscribers);
  const [sender, setSender] = useState(senderOf(commission));
  const [attempted, setAttempted] = useState(false);
  const [pending, run] = usePending();
  const nameError = attempted && !name.trim() ? NAME_REQUIRED : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!name.trim()) return;
    void run(async () => {
      try {
        const saved = await updateCommission(commission.id, {
          name: name.trim(),
          description,
          active,
          authorizedSubscribers: subscribers,
          emailConfiguration: { ...commission.emailConfiguration, sender: sender.trim() },
        });
        queryClient.setQueryData(commissionKeys.detail(commission.id), saved);
        // The menus and the members' pages read the commission again.
        await queryClient.invalidateQueries({ queryKey: commissionKeys.all });
        toast.success(COMMISSION_SAVED);
      } catch {
        toast.error(COMMISSION_SAVE_FAILED);
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="Nom"
        required
        value={name}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <RichTextField label="Description" value={description} onChange={setDescription} />
      <CheckboxInput
        label="Commission active (visible des membres)"
        checked={active}
        onChange={(event) => setActive(event.target.checked)}
        className="mb-3"
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Adhésions autorisées</legend>
        {SUBSCRIPTIONS.map((subscription) => (
          <CheckboxInput
            key={subscription}
            label={subscription}
            checked={subscribers.includes(subscription)}
            onChange={(event) =>
              setSubscribers((current) =>
                event.target.checked
                  ? [...current, subscription]
                  : current.filter((entry) => entry !== subscription),
              )
            }
          />
        ))}
      </fieldset>
      <TextInput
        label="E-mail d'envoi de la commission"
        type="email"
        value={sender}
        onChange={(event) => setSender(event.target.value)}
        hint="L'adresse d'où partent les e-mails de la commission."
      />
      <section aria-labelledby="administrators-title" className="mb-3">
        <h2 id="administrators-title" className="form-label fs-6">
          Administrateurs
        </h2>
        {commission.administrators.length ? (
          <ul>
            {commission.administrators.map((person) => (
              <li key={person.id ?? person.email}>
                {person.id ? (
                  <Link to={paths.person.getHref(person.id)}>
                    {person.firstName} {person.lastName}
                  </Link>
                ) : (
                  `${person.firstName} ${person.lastName}`
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary">Aucun administrateur.</p>
        )}
        <p className="small text-body-secondary">
          Un administrateur général les nomme depuis la fiche de la personne, section Rôles.
        </p>
      </section>
      <SubmitButton pending={pending}>Enregistrer</SubmitButton>
    </form>
  );
}
