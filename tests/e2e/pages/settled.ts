import type { Locator, Page } from '@playwright/test';

/**
 * Resolves once the page has nothing left to do that the user could see: every image in `within`
 * loaded or failed (its `onerror` run), every frame loaded, then the browser idle (no task
 * waiting) and two frames painted. An event to wait for, never a fixed time: a slower machine only
 * makes it come later.
 */
export async function settled(page: Page, within?: Locator): Promise<void> {
  if (within) {
    await within.evaluateAll(async (elements) => {
      const images = elements.flatMap((element) => Array.from(element.querySelectorAll('img')));
      const frames = elements.flatMap((element) => Array.from(element.querySelectorAll('iframe')));
      await Promise.all([
        ...images.map((image) => image.decode().catch(() => undefined)),
        ...frames.map(
          (frame) =>
            new Promise<void>((resolve) => {
              if (frame.contentDocument?.readyState === 'complete') resolve();
              else frame.addEventListener('load', () => resolve(), { once: true });
            }),
        ),
      ]);
    });
  }
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        if ('requestIdleCallback' in window) requestIdleCallback(painted);
        else painted();
      }),
  );
}
