import { createContext } from 'react';

/**
 * Opens the footer's `Nous contacter` form from a screen (the accessibility statement's own
 * button): one form on the page, which keeps what was typed. The root layout provides it.
 */
export const ContactRequest = createContext<() => void>(() => undefined);
