/**
 * What the bank already knows of a customer, shown read-only in an upgrade's data steps: a
 * description list under a short intro, one term per known field. Nothing here can be edited; the fields
 * the bank does not know follow as the screen's normal fields.
 */
export interface KnownItem {
  /** The field's label, as the screen's normal field would show it. */
  label: string;
  /** The value as shown (dates as dd/mm/yyyy, the phone with its prefix, a country's name). */
  value: string;
}

export const KNOWN_DATA_COPY = {
  intro: 'Questi dati li conosciamo già:',
} as const;

/** Renders nothing when nothing is known. */
export function KnownData({ items }: { items: readonly KnownItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className="known-data">
      <p className="step-text">
        {KNOWN_DATA_COPY.intro}
      </p>
      <dl>
        {items.map(({ label, value }) => (
          <div key={label} className="known-data-item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
