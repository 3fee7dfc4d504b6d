import { StrictMode } from 'react';
import { App } from './app';

/**
 * The app as the page draws it, and as the build paints it into the pages of the public entry
 * screens, which the script then takes over (docs/architecture.md#pages-painted-before-the-script).
 */
export function Root() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
