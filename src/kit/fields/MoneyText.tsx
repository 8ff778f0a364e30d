/** An amount held in cents, shown as spec §9 says ("1.234,56 €", a dash for zero); it never wraps. */
import type { HTMLAttributes } from 'react';
import { formatMoney } from '../../format/money';
import { withClass } from './TextField';

export interface MoneyTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The amount in cents (a number or a numeric string; anything else shows a dash). */
  cents: unknown;
}

export function MoneyText({ cents, className, ...props }: MoneyTextProps) {
  return (
    <span {...props} className={withClass('money', className)}>
      {formatMoney(cents)}
    </span>
  );
}
