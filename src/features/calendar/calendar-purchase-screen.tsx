import { type ComponentType, type FormEvent, Suspense, lazy, useEffect, useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import { TextInput } from '@/components/form/inputs';
import { Screen } from '@/components/screen';
import { PendingButton } from '@/components/pending-button';
import { env } from '@/config/env';
import { formatEuro } from '@/lib/format';
import { useCheckout } from '@/components/use-checkout';
import { useDialog } from '@/components/use-dialog';
import {
  AMOUNT_PRESETS,
  CAPTCHA_REQUIRED,
  type PurchaseField,
  type PurchaseValues,
  isPurchaseComplete,
  parseAmount,
  purchaseFieldErrors,
  purchaseOrder,
  purchaseProblem,
} from './calendar-rules';
import { KEPT_PURCHASE_KEY } from './page-opening';

// Neither the HTTP client, the captcha nor what keeps the receipt's details is needed to show
// this screen (the public's first contact, often on a slow connection): they are fetched when the
// donor starts filling in the form.
const loadOrderApi = () => import('@/api/calendar-orders');
const loadCaptcha = () => import('@/components/captcha');
const loadKeptPurchase = () => import('./kept-purchase');
const Captcha = lazy(async () => ({ default: (await loadCaptcha()).Captcha }));
const prefetchPayment = () => {
  void loadOrderApi();
  void loadCaptcha();
  void loadKeptPurchase();
};

/** Whether the tab holds a purchase (the receipt's code is fetched only then). */
function holdsPurchase(): boolean {
  try {
    return sessionStorage.getItem(KEPT_PURCHASE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The form shown again (the payment cancelled, the browser's Back, even from its page cache):
 * the purchase the tab left for the payment with was not paid, and no code screen gets it
 * (docs/rules.md#receipts-and-attestations).
 */
function useForgetsUnpaidPurchase() {
  useEffect(() => {
    const forget = (shownAt: number) => {
      if (holdsPurchase()) {
        void loadKeptPurchase().then(
          ({ forgetPending }) => forgetPending(shownAt),
          () => undefined,
        );
      }
    };
    forget(Date.now());
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) forget(Date.now());
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
}

const EMPTY: PurchaseValues = {
  lastName: '',
  firstName: '',
  email: '',
  streetNumber: '',
  streetName: '',
  postalCode: '',
  city: '',
  stubNumber: '',
  // Nothing chosen: the donor gives what they wish (a preset or their own amount).
  amount: '',
};

type PrivacySlot = ComponentType<{ show: boolean; onHide: () => void }>;

/** The donor's fields; `width` is their share of a row from 576 px up (one column below). */
const FIELDS: {
  name: Exclude<PurchaseField, 'amount'>;
  label: string;
  type?: 'email';
  inputMode?: 'numeric' | 'email';
  autoComplete: string;
  width: number;
}[] = [
  { name: 'lastName', label: 'Nom', autoComplete: 'family-name', width: 6 },
  { name: 'firstName', label: 'Prénom', autoComplete: 'given-name', width: 6 },
  {
    name: 'email',
    label: 'E-mail',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    width: 12,
  },
  { name: 'streetNumber', label: 'Numéro', inputMode: 'numeric', autoComplete: 'off', width: 3 },
  { name: 'streetName', label: 'Rue', autoComplete: 'address-line1', width: 9 },
  {
    name: 'postalCode',
    label: 'Code postal',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    width: 4,
  },
  { name: 'city', label: 'Ville', autoComplete: 'address-level2', width: 8 },
  {
    name: 'stubNumber',
    label: 'Numéro de souche',
    inputMode: 'numeric',
    autoComplete: 'off',
    width: 12,
  },
];

/** 'Achat du Calendrier {year}': the donor's details, the gift, the captcha, then Stripe. */
export function CalendarPurchaseScreen({
  Privacy,
  stubNumber = '',
}: {
  Privacy: PrivacySlot;
  /** A seller's stub, from the tour's QR code (`?souche=`): the form opens with it. */
  stubNumber?: string;
}) {
  const [values, setValues] = useState<PurchaseValues>(() => ({ ...EMPTY, stubNumber }));
  // Field errors and the form's problem show once the donor has tried to pay.
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  // A new round mounts a fresh captcha: a reCAPTCHA token is good for one verification only.
  const [captchaRound, setCaptchaRound] = useState(0);
  const privacy = useDialog();
  const { pay, pending } = useCheckout();
  useForgetsUnpaidPurchase();
  const complete = isPurchaseComplete(values);
  const amount = parseAmount(values.amount);
  const errors = attempted ? purchaseFieldErrors(values) : {};
  const problem = (attempted ? purchaseProblem(values) : null) ?? failure;

  const setValue = (name: PurchaseField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // The captcha leaves the form with a blank field; its token goes with it.
    if (!isPurchaseComplete(next)) setRecaptcha(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setFailure(null);
    if (purchaseProblem(values)) return;
    if (!recaptcha) {
      setFailure(CAPTCHA_REQUIRED);
      return;
    }
    const order = purchaseOrder(values);
    // What the receipt prints, kept as the tab leaves for the payment, at each `Payer` (a session
    // reused after a failed redirect included): the code screen the payment returns to gives it
    // (kept-purchase.ts). A receipt lost to a failed fetch here is not worth a failed payment.
    const kept = await loadKeptPurchase().catch(() => null);
    kept?.keepPurchase(order);
    const failed = await pay(async () => {
      const { orderCalendar } = await loadOrderApi();
      return orderCalendar({ ...order, recaptcha });
    }, JSON.stringify(order));
    if (failed) {
      // The tab did not leave: that purchase is no order's.
      kept?.forgetPending();
      setFailure(failed);
      setRecaptcha(null);
      setCaptchaRound((round) => round + 1);
    }
  };

  return (
    <Screen
      title={`Achat du Calendrier ${env.calendarYear}`}
      width="narrow"
      street
      lead="Merci de soutenir les sapeurs-pompiers ! Indiquez vos coordonnées, le numéro de souche remis par le pompier et le montant de votre don, puis payez par carte."
    >
      <form onSubmit={(event) => void submit(event)} onFocus={prefetchPayment} noValidate>
        <Row className="gx-3">
          {FIELDS.map((field) => (
            <Col xs={12} sm={field.width} key={field.name}>
              <TextInput
                id={`calendar-${field.name}`}
                label={field.label}
                required
                type={field.type ?? 'text'}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                name={field.name}
                value={values[field.name]}
                onChange={(event) => setValue(field.name, event.target.value)}
                error={errors[field.name]}
              />
            </Col>
          ))}
        </Row>
        <fieldset className="mt-2">
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
          <TextInput
            id="calendar-amount"
            label="Montant"
            required
            inputMode="decimal"
            autoComplete="off"
            name="amount"
            value={values.amount}
            onChange={(event) => setValue('amount', event.target.value)}
            error={errors.amount}
            hint={
              <>
                Montant libre en euros et centimes, à partir de 2 €.
                {!errors.amount && amount >= 2 && <> Votre don : {formatEuro(amount)}.</>}
              </>
            }
          />
        </fieldset>
        <p className="small mb-2">
          Les champs marqués d'une étoile (*) sont obligatoires.{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={privacy.open}
          >
            Informations sur vos données
          </button>
        </p>
        {complete && (
          <div className="my-3">
            <Suspense fallback={<p role="status">Chargement du captcha…</p>}>
              <Captcha key={captchaRound} onChange={setRecaptcha} />
            </Suspense>
          </div>
        )}
        {problem && (
          <Alert variant="danger" className="mt-3" role="alert">
            {problem}
          </Alert>
        )}
        <PendingButton pending={pending} size="lg" className="w-100 mt-2">
          Payer
        </PendingButton>
      </form>
      <Suspense fallback={null}>
        {privacy.opened && <Privacy show={privacy.shown} onHide={privacy.close} />}
      </Suspense>
    </Screen>
  );
}
