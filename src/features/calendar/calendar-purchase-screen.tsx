import { type ComponentType, type FormEvent, Suspense, useEffect, useState } from 'react';
import { Button, Col, Container, Form, Row, Spinner } from 'react-bootstrap';
import { Captcha } from '../../components/captcha';
import { env } from '../../config/env';
import { formatEuro } from '../../lib/format';
import { redirectToCheckout } from '../../lib/payment';
import {
  AMOUNT_PRESETS,
  ORDER_FAILED,
  type PurchaseValues,
  REQUIRED_FIELDS,
  calendarSuccessRedirect,
  orderRedirectFailed,
  parseAmount,
  purchaseProblem,
} from './calendar-rules';

// The HTTP client is not needed to show this screen (the public's first contact, often on a
// slow connection): it is fetched once the screen is up, and used when the donor pays.
const loadOrderApi = () => import('../../api/calendar-orders');

const EMPTY: PurchaseValues = {
  lastName: '',
  firstName: '',
  email: '',
  streetNumber: '',
  streetName: '',
  postalCode: '',
  city: '',
  stubNumber: '',
  amount: '10',
};

type PrivacySlot = ComponentType<{ show: boolean; onHide: () => void }>;

const FIELDS: {
  name: keyof PurchaseValues;
  label: string;
  type?: string;
  inputMode?: 'numeric' | 'decimal' | 'email';
  autoComplete?: string;
  col: number;
}[] = [
  { name: 'lastName', label: 'Nom', autoComplete: 'family-name', col: 6 },
  { name: 'firstName', label: 'Prénom', autoComplete: 'given-name', col: 6 },
  {
    name: 'email',
    label: 'E-mail',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    col: 12,
  },
  { name: 'streetNumber', label: 'Numéro', inputMode: 'numeric', autoComplete: 'off', col: 3 },
  { name: 'streetName', label: 'Rue', autoComplete: 'address-line1', col: 9 },
  {
    name: 'postalCode',
    label: 'Code postal',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    col: 4,
  },
  { name: 'city', label: 'Ville', autoComplete: 'address-level2', col: 8 },
  {
    name: 'stubNumber',
    label: 'Numéro de souche',
    inputMode: 'numeric',
    autoComplete: 'off',
    col: 12,
  },
];

/** 'Achat du Calendrier {year}': the donor's details, the gift, the captcha, then Stripe. */
export function CalendarPurchaseScreen({ Privacy }: { Privacy: PrivacySlot }) {
  const [values, setValues] = useState<PurchaseValues>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [privacyUsed, setPrivacyUsed] = useState(false);
  const amount = parseAmount(values.amount);
  const complete = REQUIRED_FIELDS.every((field) => values[field].trim() !== '');

  useEffect(() => {
    const timer = setTimeout(() => void loadOrderApi(), 1500);
    return () => clearTimeout(timer);
  }, []);

  const setValue = (name: keyof PurchaseValues, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const bind = (name: keyof PurchaseValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = values;
    setSubmitted(true);
    const found = purchaseProblem(form);
    setProblem(found);
    if (found) return;
    if (!recaptcha) {
      setProblem('Veuillez cocher la case du captcha');
      return;
    }
    setProcessing(true);
    let sessionId: string;
    try {
      const { orderCalendar } = await loadOrderApi();
      ({ stripeSessionId: sessionId } = await orderCalendar({
        person: {
          lastName: form.lastName.trim(),
          firstName: form.firstName.trim(),
          email: form.email.trim(),
          address: {
            streetNumber: form.streetNumber.trim(),
            streetName: form.streetName.trim(),
            postalCode: Number(form.postalCode),
            city: form.city.trim(),
          },
        },
        amount: parseAmount(form.amount),
        stubNumber: Number(form.stubNumber),
        recaptcha,
        successRedirect: calendarSuccessRedirect(),
      }));
    } catch {
      setProblem(ORDER_FAILED);
      setProcessing(false);
      return;
    }
    try {
      await redirectToCheckout(sessionId);
    } catch (error) {
      setProblem(orderRedirectFailed(error instanceof Error ? error.message : String(error)));
      setProcessing(false);
    }
  };

  const missing = (name: keyof PurchaseValues) => submitted && values[name].trim() === '';

  return (
    <Container className="py-4" style={{ maxWidth: 560 }}>
      <h1 className="h3 mb-2">Achat du Calendrier {env.calendarYear}</h1>
      <p className="text-body-secondary">
        Merci de soutenir les sapeurs-pompiers ! Indiquez vos coordonnées, le numéro de souche remis
        par le pompier et le montant de votre don, puis payez par carte.
      </p>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Row className="g-3">
          {FIELDS.map((field) => (
            <Col xs={field.col} key={field.name}>
              <Form.Group controlId={`calendar-${field.name}`}>
                <Form.Label>
                  {field.label}
                  <span aria-hidden="true" className="text-danger">
                    {' '}
                    *
                  </span>
                </Form.Label>
                <Form.Control
                  size="lg"
                  type={field.type ?? 'text'}
                  inputMode={field.inputMode}
                  autoComplete={field.autoComplete}
                  required
                  // The accessible name is the label without its star.
                  aria-label={field.label}
                  isInvalid={missing(field.name)}
                  {...bind(field.name)}
                />
              </Form.Group>
            </Col>
          ))}
        </Row>
        <fieldset className="mt-4">
          <legend className="fs-6 mb-2">Votre don</legend>
          <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Montants proposés">
            {AMOUNT_PRESETS.map((preset) => (
              <Button
                key={preset}
                size="lg"
                variant={amount === preset ? 'primary' : 'outline-primary'}
                aria-pressed={amount === preset}
                onClick={() => setValue('amount', String(preset))}
              >
                {preset} €
              </Button>
            ))}
          </div>
          <Form.Group controlId="calendar-amount">
            <Form.Label>
              Montant
              <span aria-hidden="true" className="text-danger">
                {' '}
                *
              </span>
            </Form.Label>
            <Form.Control
              size="lg"
              inputMode="decimal"
              required
              aria-label="Montant"
              aria-describedby="calendar-amount-hint"
              isInvalid={submitted && !(amount >= 2)}
              {...bind('amount')}
            />
            <Form.Text id="calendar-amount-hint">
              Montant libre en euros, 2 € minimum.
              {amount >= 2 && <> Votre don : {formatEuro(amount)}.</>}
            </Form.Text>
          </Form.Group>
        </fieldset>
        <p className="small mt-3 mb-2">
          Les champs marqués d'une étoile (*) sont obligatoires.{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => {
              setPrivacyUsed(true);
              setPrivacyOpen(true);
            }}
          >
            Informations sur vos données
          </button>
        </p>
        {complete && (
          <div className="my-3">
            <Captcha onChange={setRecaptcha} />
          </div>
        )}
        {problem && (
          <div className="alert alert-danger mt-3" role="alert">
            {problem}
          </div>
        )}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className="w-100 mt-2"
          disabled={processing}
        >
          {processing && (
            <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
          )}
          Payer
        </Button>
      </Form>
      <Suspense fallback={null}>
        {privacyUsed && <Privacy show={privacyOpen} onHide={() => setPrivacyOpen(false)} />}
      </Suspense>
    </Container>
  );
}
