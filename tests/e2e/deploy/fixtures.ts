import { readFileSync } from 'node:fs';
import { type BrowserContext, test as base, expect } from '@playwright/test';
import { type Deployment, readDeployment } from './deployment';
import { FakeBackend, THIRD_PARTIES, fakeThirdParty, isBackend } from './fakes';

/** An address no page of the app may reach: the recorder's own proof fetches it. */
export const PROBE = 'https://csp-probe.invalid/';

export interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __reportCspViolation?: (violation: Violation) => void;
  }
}

/**
 * Hears, in every page of the contexts it watches, CSP violations (the securitypolicyviolation
 * events), console messages about the CSP or the Permissions-Policy, and uncaught errors.
 */
export class Recorder {
  readonly violations: Violation[] = [];
  readonly consoleMessages: string[] = [];
  readonly pageErrors: string[] = [];

  async watch(context: BrowserContext): Promise<void> {
    await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
      this.violations.push(violation);
    });
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const violation = {
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
            sample: event.sample,
            page: location.href,
          };
          window.__cspViolations?.push(violation);
          window.__reportCspViolation?.(violation);
        },
        true,
      );
    });
    context.on('page', (page) => {
      page.on('pageerror', (error) => this.pageErrors.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(text)) {
          this.consoleMessages.push(`${message.type()}: ${text}`);
        }
      });
    });
  }

  /** The recorder's proof (PROBE) is heard, never counted. */
  expectNothingHeard(): void {
    const heard = (text: string) => !text.includes(PROBE);
    expect
      .soft(
        this.violations.filter((violation) => heard(violation.blocked)),
        'no CSP violation (securitypolicyviolation events)',
      )
      .toEqual([]);
    expect
      .soft(this.consoleMessages.filter(heard), 'no CSP or Permissions-Policy console message')
      .toEqual([]);
    expect.soft(this.pageErrors, 'no uncaught error in the page').toEqual([]);
  }
}

interface DeployFixtures {
  /** The backend of the test, shared by every phone of the test. */
  backend: FakeBackend;
  /** Listens to every phone of the test; any CSP violation or page error fails the test. */
  recorder: Recorder;
  /** Another phone beside `context`: a browser context with the same fakes and recorder. */
  newPhone: () => Promise<BrowserContext>;
}

interface DeployWorkerFixtures {
  deployment: Deployment;
  /** The run's self-signed certificate, which the Node client trusts (and nothing else). */
  ca: string;
}

export const test = base.extend<DeployFixtures, DeployWorkerFixtures>({
  deployment: [
    async ({}, provide) => {
      const deployment = readDeployment();
      if (!deployment) throw new Error('No deployment running: run npm run test:deploy.');
      await provide(deployment);
    },
    { scope: 'worker' },
  ],
  ca: [
    async ({ deployment }, provide) => provide(readFileSync(deployment.certificate, 'utf8')),
    { scope: 'worker' },
  ],
  baseURL: async ({ deployment }, provide) => provide(deployment.app),
  backend: async ({ deployment }, provide) => provide(new FakeBackend(deployment.app)),
  recorder: [
    async ({}, provide) => {
      const recorder = new Recorder();
      await provide(recorder);
      recorder.expectNothingHeard();
    },
    { auto: true },
  ],
  context: async ({ context, backend, recorder, deployment }, provide) => {
    await equip(context, { backend, recorder, app: deployment.app });
    await provide(context);
  },
  newPhone: async ({ browser, backend, recorder, deployment, locale, viewport }, provide) => {
    const phones: BrowserContext[] = [];
    await provide(async () => {
      const phone = await browser.newContext({
        locale,
        viewport,
        ignoreHTTPSErrors: true,
        baseURL: deployment.app,
      });
      await equip(phone, { backend, recorder, app: deployment.app });
      phones.push(phone);
      return phone;
    });
    for (const phone of phones) await phone.close();
  },
});

/**
 * The recorder, the backend, Stripe.js and reCAPTCHA faked; anything else that is not the app is
 * aborted. Later routes win.
 */
async function equip(
  context: BrowserContext,
  { backend, recorder, app }: { backend: FakeBackend; recorder: Recorder; app: string },
): Promise<void> {
  await recorder.watch(context);
  await context.route(
    (url) => url.origin !== app,
    (route) => route.abort(),
  );
  await context.route((url) => THIRD_PARTIES.includes(url.origin), fakeThirdParty);
  await context.route(isBackend, backend.handle);
}

export { expect };
