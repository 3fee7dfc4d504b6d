import { Form } from 'react-bootstrap';
import { MEMBERSHIPS } from '@/api/types';
import { AUTOMATIC_MEMBERSHIPS } from '@/lib/memberships';

/** The membership boxes: AMICALE and HONORAIRE follow the status and are always disabled. */
export function MembershipCheckboxes({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: readonly string[];
  onChange: (memberships: string[]) => void;
}) {
  return (
    <div className="d-flex flex-wrap gap-3">
      {MEMBERSHIPS.map((membership) => (
        <Form.Check
          key={membership}
          id={`${idPrefix}-${membership}`}
          type="checkbox"
          label={membership}
          checked={value.includes(membership)}
          disabled={AUTOMATIC_MEMBERSHIPS.includes(membership)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...value, membership]
                : value.filter((current) => current !== membership),
            )
          }
        />
      ))}
    </div>
  );
}
