import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { resourceReservationsQuery } from '@/api/reservations';
import { resourceQuery } from '@/api/resources';
import type { CartReservation, Resource } from '@/api/types';
import { DateInput } from '@/components/form/date-input';
import { TextInput } from '@/components/form/inputs';
import { LoadError, Screen } from '@/components/screen';
import { AccessDenied, CommissionClosed } from '@/components/status-screens';
import { SubmitButton } from '@/components/submit-button';
import { todayIso } from '@/lib/dates';
import { formatEuro } from '@/lib/format';
import { canAccessCommission } from '@/lib/permissions';
import { cartLinePrice } from '@/lib/pricing';
import {
  asksQuantity,
  availabilityProblem,
  billingPeriodWords,
  freeUnits,
  fullDays,
  isBilledPerDay,
  reservationProblems,
} from '@/lib/reservation-rules';
import { useCart } from '@/stores/cart';
import { useCommissionNamed } from '@/api/commissions';
import { useSession } from '@/stores/session';
import { AVAILABILITY_LOAD_FAILED, RESOURCE_LOAD_FAILED } from './cart-messages';

/** The resource's reservations, when it counts its units and is booked by the day. */
function useAvailability(resource: Resource) {
  const counts = isBilledPerDay(resource.billingPeriod) && Boolean(resource.quantity);
  return useQuery({
    ...resourceReservationsQuery(resource.id),
    enabled: counts,
    // Days fill up while a member hesitates: read again each time the page is opened.
    staleTime: 0,
  });
}

function BookingForm({ resource }: { resource: Resource }) {
  const perDay = isBilledPerDay(resource.billingPeriod);
  const withQuantity = asksQuantity(resource.billingPeriod);
  const availability = useAvailability(resource);
  const reservations = availability.data ?? [];
  const [values, setValues] = useState({ quantity: '1', startDate: '', endDate: '' });
  const [submitted, setSubmitted] = useState(false);
  const today = todayIso();
  const line: CartReservation = {
    resource,
    quantity: withQuantity ? Math.max(1, Number(values.quantity) || 1) : 1,
    startDate: perDay ? values.startDate || null : null,
    endDate: perDay ? values.endDate || null : null,
  };
  const problems = reservationProblems(values, resource.billingPeriod, today);
  // Dates touching a full day, or more units than are free: said as soon as a start date is
  // known (a full day typed alone is refused at once, docs/rules.md#prices-and-bookings).
  const datesKnown =
    values.startDate && !problems.startDate && (!values.endDate || !problems.endDate);
  const taken = datesKnown ? availabilityProblem(line, reservations) : null;
  const takenField =
    withQuantity && (freeUnits(resource, reservations, line.startDate, line.endDate) ?? 0) > 0
      ? 'quantity'
      : 'startDate';
  if (taken) problems[takenField] = taken;
  // Before a submit, only what the dates already break is said (not the fields still to fill).
  const shown = submitted ? problems : taken ? { [takenField]: taken } : {};
  const checking = availability.isPending && availability.fetchStatus !== 'idle';
  const change = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <Form
      noValidate
      aria-label={`Réserver ${resource.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(problems).length > 0 || checking || availability.isError) return;
        useCart.getState().add(line);
        setSubmitted(false);
      }}
    >
      {availability.isError && (
        <LoadError message={AVAILABILITY_LOAD_FAILED} onRetry={() => void availability.refetch()} />
      )}
      <Row className="g-3">
        {withQuantity && (
          <Col xs={12} sm={4}>
            <TextInput
              id="reservation-quantity"
              label="Quantité"
              inputMode="numeric"
              value={values.quantity}
              onChange={(event) => change('quantity')(event.target.value)}
              error={shown.quantity}
              required
            />
          </Col>
        )}
        {perDay &&
          (
            [
              ['startDate', 'Date de début'],
              ['endDate', 'Date de fin'],
            ] as const
          ).map(([field, label]) => (
            <Col xs={12} sm={4} key={field}>
              <DateInput
                id={`reservation-${field}`}
                label={label}
                value={values[field]}
                onChange={change(field)}
                error={shown[field]}
                excludeDates={fullDays(resource, reservations)}
                required
              />
            </Col>
          ))}
      </Row>
      {perDay && resource.quantity === 1 && (
        <p className="small text-body-secondary">
          Les jours déjà réservés ne peuvent pas être choisis.
        </p>
      )}
      <p className="fs-5" aria-live="polite">
        Prix : <strong>{formatEuro(cartLinePrice(line))}</strong>
      </p>
      <SubmitButton pending={checking} size="lg" disabled={availability.isError}>
        Ajouter au panier
      </SubmitButton>
    </Form>
  );
}

/**
 * `/reservation/{resourceId}`: the resource's name and price, `Quantité`, the
 * dates for DAY and ITEM_DAY, the line's live price and `Ajouter au panier`, which adds the
 * reservation and opens the recap panel.
 */
export function ReservationScreen() {
  const resourceId = Number(useParams().resourceId) || 0;
  const resource = useQuery({
    ...resourceQuery(resourceId),
  });
  const viewer = useSession(
    useShallow((state) => ({ roles: state.roles, subscriptions: state.subscriptions })),
  );
  // Its commission's access rule: from the shared list, else read by name.
  const { commission } = useCommissionNamed(resource.data?.commission);
  if (commission && !canAccessCommission(viewer, commission)) return <AccessDenied />;
  if (commission?.active === false) return <CommissionClosed name={commission.name} />;
  return (
    <Screen
      title={resource.data?.name ?? 'Réservation'}
      width="medium"
      load={resource}
      loading="Chargement de la ressource…"
      error={RESOURCE_LOAD_FAILED}
    >
      {(loaded) => (
        <>
          <p>
            <strong>{formatEuro(loaded.price)}</strong>{' '}
            <span className="text-body-secondary">{billingPeriodWords(loaded.billingPeriod)}</span>
          </p>
          <BookingForm resource={loaded} />
        </>
      )}
    </Screen>
  );
}
