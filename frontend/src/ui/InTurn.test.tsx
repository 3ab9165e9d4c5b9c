import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { InTurn } from './InTurn';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

const names = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('InTurn', () => {
  it('shows the first section at once and the others after it, in order, skipping empty ones', async () => {
    render(
      <InTurn>
        <Counter name="a" />
        {false}
        <Counter name="b" />
        {null}
        <Counter name="c" />
      </InTurn>,
    );
    expect(names()).toEqual(['a 0']);
    expect(await screen.findByText('c 0')).toBeVisible();
    expect(names()).toEqual(['a 0', 'b 0', 'c 0']);
  });

  it('keeps a shown section and its state when one before it appears', async () => {
    function Page({ withA }: { withA: boolean }) {
      return (
        <InTurn first={2}>
          {withA && <Counter name="a" />}
          <Counter name="b" />
        </InTurn>
      );
    }
    const { rerender } = render(<Page withA={false} />);
    act(() => screen.getByRole('button', { name: 'b 0' }).click());
    rerender(<Page withA />);
    expect(names()).toEqual(['a 0', 'b 1']);
  });

  it('starts a section afresh when its own key changes', () => {
    const { rerender } = render(
      <InTurn>
        <Counter key="v1" name="a" />
      </InTurn>,
    );
    act(() => screen.getByRole('button', { name: 'a 0' }).click());
    expect(names()).toEqual(['a 1']);
    rerender(
      <InTurn>
        <Counter key="v2" name="a" />
      </InTurn>,
    );
    expect(names()).toEqual(['a 0']);
  });
});
