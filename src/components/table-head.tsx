/** A column of a plain table's head: its header, aligned as its cells; `hidden`, for screen readers only. */
import '@/styles/tables.scss';
export interface HeadCell {
  label: string;
  align?: 'end';
  hidden?: boolean;
}

/** The head of a table that `DataTable` does not draw (the cart, a payment's lines). */
export function TableHead({ cells }: { cells: readonly HeadCell[] }) {
  return (
    <thead>
      <tr>
        {cells.map(({ label, align, hidden }) => (
          <th key={label} scope="col" className={align === 'end' ? 'text-end' : undefined}>
            {hidden ? <span className="visually-hidden">{label}</span> : label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
