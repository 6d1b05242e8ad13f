import { FairSlots, NoSlotError } from './fair-slots';

/** Starts `take` and reports whether it got its slot, without waiting for it. */
function request(slots: FairSlots, tenant: string, heavy: boolean) {
  const state = { granted: false, failed: undefined as Error | undefined };
  const done = slots.take(tenant, heavy).then(
    () => void (state.granted = true),
    (err: Error) => void (state.failed = err),
  );
  return { state, done };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('FairSlots', () => {
  it('keeps the last slot from a company that already renders a heavy document', async () => {
    const slots = new FairSlots(2, 64, 60_000);
    await slots.take('A', true);
    const secondOfA = request(slots, 'A', true);
    await tick();
    expect(secondOfA.state.granted).toBe(false);
    // Another company's PDF starts at once in the slot kept free.
    const ofB = request(slots, 'B', false);
    await tick();
    expect(ofB.state.granted).toBe(true);
    expect(slots.inUse).toBe(2);
    // A's second render goes once A's first is done.
    slots.free('A');
    await tick();
    expect(secondOfA.state.granted).toBe(true);
  });

  it('lets one company use every slot for light documents while nobody else waits', async () => {
    const slots = new FairSlots(2, 64, 60_000);
    await slots.take('A', false);
    await slots.take('A', false);
    expect(slots.inUse).toBe(2);
  });

  it('gives a free slot to a company that holds none before the longer waiting one that holds a slot', async () => {
    const slots = new FairSlots(2, 64, 60_000);
    await slots.take('A', false);
    await slots.take('A', false);
    const thirdOfA = request(slots, 'A', false);
    const ofB = request(slots, 'B', false);
    await tick();
    expect([thirdOfA.state.granted, ofB.state.granted]).toEqual([false, false]);
    slots.free('A');
    await tick();
    // A still holds one slot and B none: B goes first although A asked first.
    expect([thirdOfA.state.granted, ofB.state.granted]).toEqual([false, true]);
    slots.free('A');
    await tick();
    expect(thirdOfA.state.granted).toBe(true);
  });

  it('serves companies that hold no slot in the order they asked', async () => {
    const slots = new FairSlots(1, 64, 60_000);
    await slots.take('A', false);
    const ofB = request(slots, 'B', false);
    const ofC = request(slots, 'C', false);
    slots.free('A');
    await tick();
    expect([ofB.state.granted, ofC.state.granted]).toEqual([true, false]);
    slots.free('B');
    await tick();
    expect(ofC.state.granted).toBe(true);
  });

  it('refuses beyond the queue and after waiting maxWaitMs', async () => {
    const slots = new FairSlots(1, 1, 50);
    await slots.take('A', false);
    const waiting = request(slots, 'B', false);
    await expect(slots.take('C', false)).rejects.toBeInstanceOf(NoSlotError);
    await waiting.done;
    expect(waiting.state.failed).toBeInstanceOf(NoSlotError);
    expect(slots.waiting).toBe(0);
  });
});
