import { listNotices } from '@/components/list-words';
import { useEffect } from 'react';
import { Card } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { statusOf } from '@/api/client';
import { orderAdhesion } from '@/api/orders';
import { fetchDues, duesImageUrl } from '@/api/resources';
import type { Due } from '@/api/types';
import { LoadedContent } from '@/components/screen';
import { ServerHtml } from '@/components/server-html';
import { PendingButton } from '@/components/pending-button';
import { paths } from '@/config/paths';
import { formatEuro } from '@/lib/format';
import { useCheckout } from '@/components/use-checkout';
import { useLoad } from '@/components/use-load';
import { DUES_LOAD_FAILED, NOTHING_TO_PAY, NO_DUES_FOR_STATUS } from './dues-messages';
import { toastFailure } from '@/components/toast-failure';

/** Where Stripe brings the member back: a clear result screen either way. */
const paymentReturnAddress = (payment: 'success' | 'cancel') =>
  paths.validateOrSubscribe.absoluteHref({ payment });

/** The dues, or null when there is nothing left to pay (404: the member goes home). */
async function loadDues(token: string): Promise<Due[] | null> {
  try {
    return await fetchDues(token);
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/**
 * The dues a member pays after validating the e-mail or when renewing: each
 * due's image, name, description and price, the total, and 'Payer' for all of them.
 */
export function DuesPayment({ token }: { token: string }) {
  const navigate = useNavigate();
  const dues = useLoad(() => loadDues(token), [token]);
  const { pay, pending } = useCheckout();

  const nothingToPay = dues.data === null;
  useEffect(() => {
    if (!nothingToPay) return;
    toast.info(NOTHING_TO_PAY);
    void navigate(paths.home.getHref(), { replace: true });
  }, [nothingToPay, navigate]);

  const payAll = async (list: Due[]) => {
    const failure = await pay(
      () =>
        orderAdhesion(token, list, paymentReturnAddress('success'), paymentReturnAddress('cancel')),
      list.map((due) => due.id).join(','),
    );
    if (failure) toastFailure(failure);
  };

  return (
    <section aria-labelledby="dues-title">
      <h2 id="dues-title" className="h5 mb-3">
        Votre cotisation
      </h2>
      <LoadedContent
        load={dues}
        loading="Chargement de votre cotisation…"
        error={DUES_LOAD_FAILED}
        notices={listNotices('dues')}
        empty={{ when: (list) => list?.length === 0, message: NO_DUES_FOR_STATUS }}
      >
        {(list) =>
          list && (
            <>
              {list.map((due) => (
                <Card key={due.id} className="mb-3">
                  <Card.Body className="d-flex flex-column flex-sm-row gap-3">
                    <img
                      src={duesImageUrl(due.id, token)}
                      alt=""
                      width={120}
                      height={70}
                      className="rounded flex-shrink-0"
                      style={{ objectFit: 'cover' }}
                    />
                    <div className="flex-grow-1">
                      <h3 className="h6 mb-1">{due.name}</h3>
                      <ServerHtml html={due.description} className="small" topHeading={4} />
                    </div>
                    <p className="fw-bold mb-0 text-nowrap">{formatEuro(due.price)}</p>
                  </Card.Body>
                </Card>
              ))}
              <div className="d-flex justify-content-between align-items-center flex-wrap gap-2">
                <p className="mb-0">
                  Total :{' '}
                  <strong>{formatEuro(list.reduce((sum, due) => sum + due.price, 0))}</strong>
                </p>
                <PendingButton
                  type="button"
                  size="lg"
                  pending={pending}
                  onClick={() => void payAll(list)}
                >
                  Payer
                </PendingButton>
              </div>
            </>
          )
        }
      </LoadedContent>
    </section>
  );
}
