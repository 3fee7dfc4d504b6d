import { Badge, Col, Row } from 'react-bootstrap';
import { useController, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { refusalOf } from '@/api/client';
import type { Person } from '@/api/types';
import { useUpdatePerson, useValidateAccount } from '@/api/persons';
import { EditorForm } from '@/components/editor/editor-form';
import { SelectInput } from '@/components/form/inputs';
import { PendingButton } from '@/components/pending-button';
import { ACCOUNT_STATE_LABELS, accountStateOf } from '@/lib/account-states';
import { GENERAL, canManageGeneral, canManagePersons, isSuperAdmin } from '@/lib/permissions';
import {
  ROLE_LABELS,
  type RolesByScope,
  rolesByScope,
  rolesFromScopes,
  rolesOfScope,
  rolesProblem,
} from '@/lib/role-rules';
import { usePending } from '@/components/use-pending';
import { useCommissionList } from '@/api/commissions';
import { useSession } from '@/stores/session';
import {
  accountNotValidated,
  accountValidated,
  rolesNotSaved,
  rolesSaved,
} from './persons-messages';
import { toastFailure } from '@/components/toast-failure';

/** One role per scope (`general` and each commission's technical name). */
interface RolesValues {
  roles: RolesByScope;
}

/** The person as the backend has it: the mutations below refresh it where it is shown. */
interface PanelProps {
  person: Person;
}

/**
 * What a persons administrator sees above a person's profile: the account state with
 * `Valider le compte` when it awaits them, and `Rôles` (one role per commission and
 * `general`), which general administrators change.
 */
export function PersonAdminPanel({ person }: PanelProps) {
  const viewer = useSession();
  if (!canManagePersons(viewer)) return null;
  return (
    <>
      <AccountState person={person} />
      <RolesSection person={person} editable={canManageGeneral(viewer)} />
    </>
  );
}

function AccountState({ person }: PanelProps) {
  const validateAccount = useValidateAccount();
  const [pending, run] = usePending();
  const state = accountStateOf(person);
  const validate = () =>
    run(async () => {
      try {
        await validateAccount.mutateAsync(person.id);
        toast.success(accountValidated(person.firstName, person.lastName));
      } catch (error) {
        toastFailure(accountNotValidated(person.firstName, person.lastName, refusalOf(error)));
      }
    });
  return (
    <p className="d-flex flex-wrap align-items-center gap-2">
      <span>
        État du compte : <Badge bg="secondary">{ACCOUNT_STATE_LABELS[state]}</Badge>
      </span>
      {state === 'toValidate' && (
        <PendingButton type="button" size="sm" pending={pending} onClick={() => void validate()}>
          Valider le compte
        </PendingButton>
      )}
    </p>
  );
}

function RolesSection({ person, editable }: PanelProps & { editable: boolean }) {
  const viewer = useSession();
  const commissions = useCommissionList().list;
  const before = person.roles ?? [];
  const form = useForm<RolesValues>({ defaultValues: { roles: rolesByScope(before) } });
  const { field } = useController({ name: 'roles', control: form.control });
  const chosen = field.value;
  const updatePerson = useUpdatePerson();
  const scopes = [
    { scope: GENERAL, name: 'Général' },
    ...commissions.map((commission) => ({
      scope: commission.technicalName,
      name: commission.name,
    })),
  ];
  const shown = scopes.map((entry) => entry.scope);
  const after = rolesFromScopes(chosen, shown, before);
  const problem = rolesProblem({
    editorIsSuperAdmin: isSuperAdmin(viewer),
    ownRoles: person.id === viewer.userId,
    before,
    after,
  });

  const save = async () => {
    if (problem) {
      toastFailure(problem);
      return;
    }
    await updatePerson.mutateAsync({ id: person.id, person: { roles: after } });
    toast.success(rolesSaved(person.firstName, person.lastName));
  };

  return (
    <section aria-labelledby="roles-title" className="card card-body mb-4">
      <h2 id="roles-title" className="h5">
        Rôles
      </h2>
      {!editable && (
        <p className="small text-body-secondary">
          Seul un administrateur général peut changer les rôles.
        </p>
      )}
      <EditorForm
        form={form}
        submitLabel="Enregistrer les rôles"
        onSave={save}
        failed={(error) => rolesNotSaved(refusalOf(error))}
        readOnly={!editable}
        submitDisabled={Boolean(problem)}
      >
        {/* Each select is named after its scope ('Sport'): the group says they are roles (RGAA 11.5). */}
        <Row className="g-2" role="group" aria-label="Rôle par périmètre">
          {scopes.map(({ scope, name }) => {
            const offered = rolesOfScope(scope).filter(
              (role) =>
                role !== 'SUPER-ADMIN' || isSuperAdmin(viewer) || chosen[scope] === 'SUPER-ADMIN',
            );
            return (
              <Col xs={12} sm={6} lg={4} key={scope}>
                <SelectInput
                  label={name}
                  placeholder="Aucun rôle"
                  value={chosen[scope] ?? ''}
                  disabled={!editable}
                  options={offered.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
                  onChange={(event) =>
                    field.onChange({
                      ...chosen,
                      [scope]: event.target.value as RolesByScope[string],
                    })
                  }
                />
              </Col>
            );
          })}
        </Row>
        {problem && (
          <p className="text-danger small mt-2" role="alert">
            {problem}
          </p>
        )}
      </EditorForm>
    </section>
  );
}
