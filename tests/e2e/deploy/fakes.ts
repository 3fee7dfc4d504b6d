import type { Route } from '@playwright/test';
import { API_ORIGIN, API_PATH } from './deployment';

/**
 * The backend, Stripe.js and reCAPTCHA as the deployed app meets them, answered by `route`: the
 * page's Content-Security-Policy comes from nginx, so it applies to them as to the real ones.
 */

export const STRIPE_SESSION = 'cs_test_a1DeployCheckSession';
export const CAPTCHA_TOKEN = 'deploy-check-recaptcha-token';
export const PRIVACY_TEXT = 'Vos données servent uniquement à la gestion de votre don.';
export const PASSWORD = 'Secret2026!';
export const THIRD_PARTIES = [
  'https://www.google.com',
  'https://js.stripe.com',
  'https://api.stripe.com',
];

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT as a client reads it, valid an hour (the signature is the server's business). */
const fakeJwt = (email: string) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    sub: email,
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}.c2lnbmF0dXJl`;

export const MEMBER = {
  username: 'membre@amicale.fr',
  userId: 7,
  token: fakeJwt('membre@amicale.fr'),
  subscriptions: ['AMICALE'],
  roles: [] as string[],
  accountValidity: '2099-12-31',
};
const PERSON = {
  id: 7,
  firstName: 'Marie',
  lastName: 'Martin',
  email: 'membre@amicale.fr',
  membertype: 'SPV',
  subscriptions: ['AMICALE'],
  roles: [],
  emailValidated: true,
  validated: true,
  accountValidity: '2099-12-31',
};
export const PERSON_NAME = `${PERSON.firstName} ${PERSON.lastName}`;
/** A firefighter on the tour: a member holding a role of the calendar commission. */
export const SELLER = {
  ...MEMBER,
  username: 'vendeur@amicale.fr',
  userId: 8,
  token: fakeJwt('vendeur@amicale.fr'),
  roles: ['calendrier_USER'],
};
const CARD = { code: 'DeployCheckCardCode0000000000000000000000000000', expires: '2099-12-31' };

/** What POST /commands/calendar carries, as far as the checks read it. */
export interface CalendarOrder {
  recaptcha?: string;
  amount?: number;
  successRedirect?: string;
  stubNumber?: number;
  person?: unknown;
}

interface StoredCalendarOrder {
  id: number;
  externalIdentifier: string;
  person: unknown;
  amount: number | undefined;
  stubNumber: number | undefined;
  date: string;
  paymentStatus: 'PENDING' | 'PAID';
}

/** The backend of one test: every phone (browser context) of the test shares it. */
export class FakeBackend {
  /** `METHOD /path?query`, the path after /amicale/v1. */
  readonly calls: string[] = [];
  readonly calendarOrders: StoredCalendarOrder[] = [];
  lastCalendarOrder: CalendarOrder | null = null;
  /** The device without network: the backend is out of reach too. */
  offline = false;

  constructor(private readonly app: string) {}

  /** Stripe tells the backend the payment of the stub's order went through. */
  markPaid(stubNumber: number): void {
    const order = this.calendarOrders.find((candidate) => candidate.stubNumber === stubNumber);
    if (order) order.paymentStatus = 'PAID';
  }

  readonly handle = async (route: Route): Promise<void> => {
    const call = route.request();
    if (this.offline) return route.abort('internetdisconnected');
    const cors = {
      'access-control-allow-origin': this.app,
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    };
    if (call.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const url = new URL(call.url());
    const path = url.pathname.startsWith(API_PATH)
      ? url.pathname.slice(API_PATH.length)
      : url.pathname;
    this.calls.push(`${call.method()} ${path}${url.search}`);
    const json = (body: unknown, status = 200) =>
      route.fulfill({
        status,
        headers: { ...cors, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const page = (data: unknown[], size: number) => ({
      _embedded: { data },
      page: { size, totalElements: data.length, totalPages: data.length ? 1 : 0, number: 0 },
    });

    if (call.method() === 'POST' && path === '/auth/signin') {
      const { username, password } = (call.postDataJSON() ?? {}) as Record<string, unknown>;
      const account = [MEMBER, SELLER].find((candidate) => candidate.username === username);
      return account && password === PASSWORD
        ? json(account)
        : json({ message: 'Identifiants incorrects' }, 401);
    }
    if (call.method() === 'POST' && path === '/commands/calendar') {
      const order = call.postDataJSON() as CalendarOrder;
      this.lastCalendarOrder = order;
      const id = this.calendarOrders.length + 1;
      this.calendarOrders.push({
        id,
        externalIdentifier: `DEPLOY-TOUR-${id}`,
        person: order.person,
        amount: order.amount,
        stubNumber: order.stubNumber,
        date: new Date().toISOString(),
        paymentStatus: 'PENDING',
      });
      return json({ stripeSessionId: STRIPE_SESSION });
    }
    const stub = /^stubNumber==(\d+)$/.exec(url.searchParams.get('search') ?? '');
    if (call.method() === 'GET' && path === '/commands/calendar' && stub) {
      const orders = this.calendarOrders.filter((order) => order.stubNumber === Number(stub[1]));
      return json(page(orders, 500));
    }
    if (call.method() === 'GET' && path === '/siteconfiguration/rgpd') {
      return route.fulfill({
        headers: { ...cors, 'content-type': 'text/html; charset=utf-8' },
        body: `<h2>Protection des données</h2><p>${PRIVACY_TEXT}</p>`,
      });
    }
    if (call.method() === 'GET' && /^\/users\/\d+$/.test(path)) return json(PERSON);
    if (call.method() === 'GET' && /^\/users\/\d+\/card$/.test(path)) return json(CARD);
    if (call.method() === 'GET') return json(page([], 20));
    return json({ message: 'not faked' }, 404);
  };
}

/** Whether `url` is the backend's. */
export const isBackend = (url: URL) => url.origin === API_ORIGIN;

// Stripe.js as @stripe/stripe-js/pure loads it: its controller frame and a call to Stripe's API,
// as the real one makes, then redirectToCheckout recorded instead of leaving the page.
const FAKE_STRIPE = `(() => {
  window.__stripeCalls = [];
  function Stripe(key) {
    window.__stripeCalls.push({ call: 'Stripe', key });
    const frame = document.createElement('iframe');
    frame.name = '__privateStripeController';
    frame.title = 'Stripe';
    frame.hidden = true;
    frame.src = 'https://js.stripe.com/v3/controller-deploy-check.html';
    document.body.append(frame);
    return {
      _registerWrapper() {},
      async redirectToCheckout(options) {
        await fetch('https://api.stripe.com/v1/payment_pages/' + options.sessionId + '/init', { method: 'POST' });
        window.__stripeCalls.push({ call: 'redirectToCheckout', sessionId: options.sessionId });
        return new Promise(() => {});
      },
    };
  }
  Stripe.version = 'basil';
  window.Stripe = Stripe;
})();`;

// reCAPTCHA's api.js as react-google-recaptcha loads it (?onload=onloadcallback&render=explicit):
// the widget's markup as the real one writes it (style attributes, the anchor frame), a checkbox
// standing for the box inside the frame, and the onload callback called asynchronously.
const FAKE_RECAPTCHA = `(() => {
  const boxes = [];
  window.grecaptcha = {
    render(container, params) {
      const id = boxes.length;
      container.innerHTML = '<div style="width: 304px; height: 78px;"><div><iframe title="reCAPTCHA" width="304" height="78" role="presentation" src="https://www.google.com/recaptcha/api2/anchor?k=' + encodeURIComponent(params.sitekey) + '"></iframe></div><textarea id="g-recaptcha-response-' + id + '" class="g-recaptcha-response" style="width: 250px; height: 40px; display: none;"></textarea></div>';
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => {
        if (box.checked) params.callback && params.callback(${JSON.stringify(CAPTCHA_TOKEN)});
        else params['expired-callback'] && params['expired-callback']();
      });
      label.append(box, ' Je ne suis pas un robot (reCAPTCHA simulé)');
      container.append(label);
      boxes.push({ box, sitekey: params.sitekey });
      return id;
    },
    reset(id = 0) { if (boxes[id]) boxes[id].box.checked = false; },
    getResponse(id = 0) { return boxes[id] && boxes[id].box.checked ? ${JSON.stringify(CAPTCHA_TOKEN)} : ''; },
    execute() {},
  };
  window.__recaptchaSiteKeys = () => boxes.map((entry) => entry.sitekey);
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload) setTimeout(() => window[onload] && window[onload](), 0);
})();`;

/** reCAPTCHA's and Stripe's scripts, frames and API. */
export async function fakeThirdParty(route: Route): Promise<void> {
  const url = new URL(route.request().url());
  if (url.href.startsWith('https://www.google.com/recaptcha/api.js')) {
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA });
  }
  if (url.origin === 'https://js.stripe.com' && url.pathname.endsWith('.js')) {
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE });
  }
  if (url.host === 'api.stripe.com') {
    return route.fulfill({
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: '{}',
    });
  }
  // The frames of reCAPTCHA and Stripe: an empty document.
  return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>frame</title>' });
}

/** What the page's fakes recorded: Stripe's calls and the site keys reCAPTCHA was given. */
export interface StripeCall {
  call: 'Stripe' | 'redirectToCheckout';
  key?: string;
  sessionId?: string;
}
declare global {
  interface Window {
    __stripeCalls?: StripeCall[];
    __recaptchaSiteKeys?: () => string[];
  }
}
