import { Button, Card, Col, Row } from 'react-bootstrap';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextField } from '@/components/form/fields';
import { BirthDateFields } from '@/components/person/birth-date-fields';
import type { PersonFormValues } from './person-values';

/** The children attached to a person (the person's `relations`): names and birth date each. */
export function ChildrenFields() {
  const { control, getValues } = useFormContext<PersonFormValues>();
  const children = useFieldArray({ control, name: 'children' });
  return (
    <section className="mt-4" aria-labelledby="children-title">
      {/* A section of the page as Adresse is, never under the administrators' Rôles (RGAA 9.1). */}
      <h2 id="children-title" className="h6">
        Enfants
      </h2>
      {children.fields.length === 0 && (
        <p className="small text-body-secondary">Aucun enfant déclaré.</p>
      )}
      {children.fields.map((child, index) => (
        <Card key={child.id} className="mb-2">
          <Card.Body>
            <Row className="g-2">
              <Col sm={6}>
                <TextField<PersonFormValues>
                  id={`child-${index}-firstName`}
                  name={`children.${index}.firstName`}
                  label={`Prénom de l'enfant ${index + 1}`}
                  className="mb-2"
                />
              </Col>
              <Col sm={6}>
                <TextField<PersonFormValues>
                  id={`child-${index}-lastName`}
                  name={`children.${index}.lastName`}
                  label={`Nom de l'enfant ${index + 1}`}
                  className="mb-2"
                />
              </Col>
            </Row>
            <BirthDateFields<PersonFormValues>
              idPrefix={`child-${index}-birth`}
              legend={`Date de naissance de l'enfant ${index + 1}`}
              names={{
                day: `children.${index}.day`,
                month: `children.${index}.month`,
                year: `children.${index}.year`,
              }}
            />
            <Button variant="outline-secondary" size="sm" onClick={() => children.remove(index)}>
              Retirer l'enfant {index + 1}
            </Button>
          </Card.Body>
        </Card>
      ))}
      <Button
        variant="outline-primary"
        size="sm"
        onClick={() =>
          children.append({
            firstName: '',
            lastName: getValues('lastName'),
            day: '01',
            month: '01',
            year: String(new Date().getFullYear()),
          })
        }
      >
        Ajouter un enfant
      </Button>
    </section>
  );
}
