import { describe, expect, it } from 'vitest';
import { renderStrict } from '../../../test/support/fields';
import { MoneyText } from '.';

describe('§9 money in MoneyText', () => {
  it('§9 money: shows cents as euros and never wraps the sign away', () => {
    const { container } = renderStrict(<MoneyText cents={123456} className="price" />);
    const text = container.querySelector('span');
    expect(text?.textContent).toBe('1.234,56 €');
    expect(text).toHaveClass('money', 'price');
  });

  it('§9 money: a zero or non-numeric amount shows a dash', () => {
    const { container } = renderStrict(
      <>
        <MoneyText cents={0} />
        <MoneyText cents="n/d" />
      </>,
    );
    expect([...container.querySelectorAll('span')].map((span) => span.textContent)).toEqual(['-', '-']);
  });
});
