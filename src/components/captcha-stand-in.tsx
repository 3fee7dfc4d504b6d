import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';

export const DEMO_RECAPTCHA_TOKEN = 'demo-recaptcha-token';

/** The demo's captcha: a checkbox that yields a fixed token. */
export default function CaptchaStandIn({ onChange }: { onChange: (token: string | null) => void }) {
  const id = useId();
  const [checked, setChecked] = useState(false);
  return (
    <div className="border rounded p-3 d-inline-block bg-body-tertiary">
      <Form.Check
        id={id}
        type="checkbox"
        label="Je ne suis pas un robot"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          onChange(event.target.checked ? DEMO_RECAPTCHA_TOKEN : null);
        }}
      />
      <small className="text-body-secondary">Captcha de démonstration</small>
    </div>
  );
}
