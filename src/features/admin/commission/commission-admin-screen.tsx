import { useQuery } from '@tanstack/react-query';
// The tabs' styles come with the navigation bar, above every signed-in screen (navigation.scss).
import { Tab, Tabs } from 'react-bootstrap';
import { useController, useForm, useFormContext } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { commissionNewsQuery } from '@/api/news';
import { commissionSettingsQuery, useUpdateCommission } from '@/api/commissions';
import { type Commission, MEMBERSHIPS } from '@/api/types';
import { EditorForm } from '@/components/editor/editor-form';
import { RichTextFormField } from '@/components/editor/rich-text-form-field';
import { notBlank } from '@/components/editor/rules';
import { CheckboxField, TextField } from '@/components/form/fields';
import { CheckboxInput } from '@/components/form/checkbox-input';
import { NewsList } from '@/components/news-card';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import {
  COMMISSION_LOAD_FAILED,
  COMMISSION_SAVED,
  COMMISSION_SAVE_FAILED,
  NAME_REQUIRED,
} from './commission-admin-messages';
import { ReservationsPanel } from './reservations-panel';
import { ResourcesPanel } from './resources-panel';

/**
 * `/management/commissions/commissionWrapper/{name}/{id}`: a commission's administration, for its
 * ADMINs: `Paramètres`, `Ressources`, `Informations` (its news) and `Réservations`, titled with
 * the commission's name. Another commission's address is another screen, with its own state.
 */
export function CommissionAdminScreen() {
  const { commissionName = '', commissionId } = useParams();
  const id = Number(commissionId);
  return (
    <CommissionAdmin
      key={`${commissionName}/${commissionId}`}
      technicalName={commissionName}
      commissionId={Number.isInteger(id) && id > 0 ? id : 0}
    />
  );
}

function CommissionAdmin({
  commissionId,
  technicalName,
}: {
  commissionId: number;
  technicalName: string;
}) {
  const commission = useQuery(commissionSettingsQuery(commissionId, technicalName));
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

interface SettingsValues {
  name: string;
  description: string;
  active: boolean;
  subscribers: string[];
  sender: string;
}

function SettingsForm({ commission }: { commission: Commission }) {
  const form = useForm<SettingsValues>({
    defaultValues: {
      name: commission.name,
      description: commission.description ?? '',
      active: commission.active,
      subscribers: commission.authorizedSubscribers,
      sender: senderOf(commission),
    },
  });
  const updateCommission = useUpdateCommission();

  const save = async (values: SettingsValues) => {
    await updateCommission.mutateAsync({
      id: commission.id,
      settings: {
        name: values.name.trim(),
        description: values.description,
        active: values.active,
        authorizedSubscribers: values.subscribers,
        // Of the e-mail configuration, only what this form edits: the backend keeps the rest.
        emailConfiguration: { sender: values.sender.trim() },
      },
    });
    // The menus and the members' pages read the commission again (the mutation's refresh).
    toast.success(COMMISSION_SAVED);
  };

  return (
    <EditorForm form={form} submitLabel="Enregistrer" onSave={save} failed={COMMISSION_SAVE_FAILED}>
      <TextField<SettingsValues> name="name" label="Nom" required rules={notBlank(NAME_REQUIRED)} />
      <RichTextFormField<SettingsValues> name="description" label="Description" />
      <CheckboxField<SettingsValues>
        name="active"
        label="Commission active (visible des membres)"
        className="mb-3"
      />
      <MembershipsField />
      <TextField<SettingsValues>
        name="sender"
        label="E-mail d'envoi de la commission"
        type="email"
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
    </EditorForm>
  );
}

/** `Adhésions autorisées`: the memberships whose holders may order from the commission. */
function MembershipsField() {
  const { control } = useFormContext<SettingsValues>();
  const { field } = useController({ name: 'subscribers', control });
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Adhésions autorisées</legend>
      {MEMBERSHIPS.map((subscription) => (
        <CheckboxInput
          key={subscription}
          label={subscription}
          checked={field.value.includes(subscription)}
          onChange={(event) =>
            field.onChange(
              event.target.checked
                ? [...field.value, subscription]
                : field.value.filter((entry) => entry !== subscription),
            )
          }
        />
      ))}
    </fieldset>
  );
}
