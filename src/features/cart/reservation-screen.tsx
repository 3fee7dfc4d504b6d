import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { resourceReservationsQuery } from '@/api/reservations';
import { resourceQuery } from '@/api/resources';
import type { CartReservation, Resource } from '@/api/types';
import { DateField } from '@/components/form/date-field';
import { TextField } from '@/components/form/fields';
import { LoadError, Screen } from '@/components/screen';
import { SkippedNotice } from '@/components/list-notices';
import { AccessDenied, CommissionClosed } from '@/components/status-screens';
import { PendingButton } from '@/components/pending-button';
import { todayIso } from '@/lib/dates';
import { formatEuro } from '@/lib/format';
import { canAccessCommission } from '@/lib/permissions';
import { cartLinePrice } from '@/lib/pricing';
import {
  type Booking,
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
import { AVAILABILITY_LOAD_FAILED, RESOURCE_LOAD_FAILED, addedToCart } from './cart-messages';
import { skippedOf } from '@/api/read-list';
import { RESERVATIONS } from '@/lib/skipped';

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

type BookingValues = { quantity: string; startDate: string; endDate: string };
type BookingField = keyof BookingValues;

const EMPTY_BOOKING: BookingValues = { quantity: '1', startDate: '', endDate: '' };

/** The cart line the values book: one unit when no quantity is asked, dates only by the day. */
function lineOf(resource: Resource, values: BookingValues): CartReservation {
  const perDay = isBilledPerDay(resource.billingPeriod);
  return {
    resource,
    quantity: asksQuantity(resource.billingPeriod) ? Math.max(1, Number(values.quantity) || 1) : 1,
    startDate: perDay ? values.startDate || null : null,
    endDate: perDay ? values.endDate || null : null,
  };
}

/**
 * What the resource's reservations refuse in the values, and on which field: dates touching a
 * full day, or more units than are free. Said as soon as a start date is known, whether or not
 * the fields were left: a full day typed alone is refused at once
 * (docs/rules.md#prices-and-bookings).
 */
function availabilityRefusal(
  resource: Resource,
  values: BookingValues,
  reservations: readonly Booking[],
  today: string,
): { field: BookingField; message: string } | null {
  const problems = reservationProblems(values, resource.billingPeriod, today);
  const datesKnown =
    values.startDate && !problems.startDate && (!values.endDate || !problems.endDate);
  if (!datesKnown) return null;
  const line = lineOf(resource, values);
  const message = availabilityProblem(line, reservations);
  if (!message) return null;
  const unitsFree = freeUnits(resource, reservations, line.startDate, line.endDate) ?? 0;
  const field = asksQuantity(resource.billingPeriod) && unitsFree > 0 ? 'quantity' : 'startDate';
  return { field, message };
}

function BookingForm({ resource }: { resource: Resource }) {
  const perDay = isBilledPerDay(resource.billingPeriod);
  const withQuantity = asksQuantity(resource.billingPeriod);
  const availability = useAvailability(resource);
  const reservations = availability.data ?? [];
  const form = useForm<BookingValues>({ defaultValues: EMPTY_BOOKING, mode: 'onTouched' });
  const { control, handleSubmit, getValues, reset, setFocus } = form;
  const values = { ...EMPTY_BOOKING, ...useWatch({ control }) };
  const today = todayIso();
  const line = lineOf(resource, values);
  const refusal = availabilityRefusal(resource, values, reservations, today);
  const checking = availability.isPending && availability.fetchStatus !== 'idle';
  // What was added, said in a status region: the recap panel that opens is not announced (RGAA 7.5).
  const [added, setAdded] = useState('');

  /** A field's own rule (quantity, dates in order and not past), read with the other fields. */
  const ruleOf = (field: BookingField) => ({
    validate: (value: string) =>
      reservationProblems({ ...getValues(), [field]: value }, resource.billingPeriod, today)[
        field
      ] ?? true,
    // A new start date may put the end date before it, or after it again.
    deps: field === 'startDate' ? ['endDate'] : undefined,
  });
  const saidAtOnce = (field: BookingField) =>
    refusal?.field === field ? refusal.message : undefined;

  const submit = (submitted: BookingValues) => {
    if (checking || availability.isError) return;
    const refused = availabilityRefusal(resource, submitted, reservations, today);
    if (refused) {
      setFocus(refused.field);
      return;
    }
    useCart.getState().add(lineOf(resource, submitted));
    setAdded(addedToCart(resource.name, useCart.getState().reservations.length));
    // Added: the values stay for another line, and no message waits for the next submit.
    reset(submitted);
  };

  return (
    <FormProvider {...form}>
      <Form
        noValidate
        aria-label={`Réserver ${resource.name}`}
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        {availability.isError && (
          <LoadError
            message={AVAILABILITY_LOAD_FAILED}
            onRetry={() => void availability.refetch()}
          />
        )}
        {/* Bookings the app could not read are not counted in the days shown free. */}
        {skippedOf(availability.data) > 0 && (
          <SkippedNotice count={skippedOf(availability.data)} records={RESERVATIONS} />
        )}
        <Row className="g-3">
          {withQuantity && (
            <Col xs={12} sm={4}>
              <TextField<BookingValues>
                id="reservation-quantity"
                name="quantity"
                label="Quantité"
                inputMode="numeric"
                rules={ruleOf('quantity')}
                error={saidAtOnce('quantity')}
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
                <DateField<BookingValues>
                  id={`reservation-${field}`}
                  name={field}
                  label={label}
                  rules={ruleOf(field)}
                  error={saidAtOnce(field)}
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
        <PendingButton pending={checking} size="lg" disabled={availability.isError}>
          Ajouter au panier
        </PendingButton>
        <p role="status" className="visually-hidden">
          {added}
        </p>
      </Form>
    </FormProvider>
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
