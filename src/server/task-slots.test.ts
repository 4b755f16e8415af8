import { describe, expect, it } from 'vitest';
import { taskSlots } from './task-slots';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A task that runs until `finish` is called, counting how many run at once. */
function gate(counter: { now: number; most: number }) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    counter.now += 1;
    counter.most = Math.max(counter.most, counter.now);
    await done;
    counter.now -= 1;
  };
  return { task, finish };
}

describe('taskSlots', () => {
  it('runs at most the limit at once; the others start as slots free up, newcomers included', async () => {
    const withSlot = taskSlots(() => 2);
    const counter = { now: 0, most: 0 };
    const gates = Array.from({ length: 6 }, () => gate(counter));
    const runs = gates.slice(0, 4).map((g) => withSlot(g.task));
    await tick();
    expect(counter.now).toBe(2);
    gates[0]!.finish();
    runs.push(withSlot(gates[4]!.task));
    await tick();
    await tick();
    expect(counter.most).toBe(2);
    for (const g of gates) g.finish();
    runs.push(withSlot(gates[5]!.task));
    await Promise.all(runs);
    expect(counter.most).toBe(2);
  });

  it('refuses a task that could not start before its deadline, and its place wakes the next one', async () => {
    const withSlot = taskSlots(() => 1);
    const counter = { now: 0, most: 0 };
    const first = gate(counter);
    const running = withSlot(first.task);
    const refused = withSlot(async () => 'never', { at: Date.now() + 20, onTimeout: () => new Error('busy') });
    const patient = gate(counter);
    const waiting = withSlot(patient.task);
    await expect(refused).rejects.toThrow('busy');
    first.finish();
    await running;
    await tick();
    expect(counter.now).toBe(1);
    patient.finish();
    await waiting;
  });
});
