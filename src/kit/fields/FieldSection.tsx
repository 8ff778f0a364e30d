/**
 * A titled group of fields on a form (a fieldset with its legend): one postal address, a business's data, the
 * holder's data. Screen readers announce the legend with the first field of the group.
 */
import type { ReactNode } from 'react';

export function FieldSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="field-group field-section">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
