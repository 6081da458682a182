import { describe, expect, it } from 'vitest';
import { concurrencyGate } from './concurrency-gate';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('concurrencyGate', () => {
  it('runs at most `limit` tasks at once, in arrival order, and goes on after a failure', async () => {
    const gate = concurrencyGate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      order.push(n);
      if (n === 1) throw new Error('falla');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => gate.run(task(n))));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});
