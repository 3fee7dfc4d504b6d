import { useNavigate } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import { PersonCreationForm } from './person-creation-form';

/**
 * `/createUser`: a persons administrator creates a person (no captcha, no
 * password: the person confirms the e-mail, then chooses one); then the person's page.
 */
export function CreatePersonScreen() {
  const navigate = useNavigate();
  return (
    <Screen
      title="Créer une personne"
      width="medium"
      lead="La personne recevra un e-mail pour confirmer son adresse ; elle choisira ensuite son mot de passe avec « Mot de passe oublié »."
    >
      <PersonCreationForm
        onCreated={(id) => navigate(id ? paths.person.getHref(id) : paths.managePersons.getHref())}
      />
    </Screen>
  );
}
