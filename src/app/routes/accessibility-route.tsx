import { useContext } from 'react';
import { ContactRequest } from '@/app/layout/contact-request';
import { AccessibilityStatementScreen } from '@/features/accessibility/accessibility-statement-screen';

/** `/accessibilite`: the statement, whose `Nous contacter` opens the footer's contact form. */
export function Component() {
  return <AccessibilityStatementScreen onContact={useContext(ContactRequest)} />;
}
