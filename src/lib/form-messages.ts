/**
 * What several forms say word for word (docs/rules.md#messages), written once: each form's words
 * name these.
 */
export const FIELD_REQUIRED = 'Ce champ est obligatoire';
export const CAPTCHA_UNTICKED = 'Veuillez cocher la case du captcha';
