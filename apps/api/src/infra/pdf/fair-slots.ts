/**
 * The render slots of the PDF page pool, shared fairly between tenants (companies). A free slot goes
 * first to a waiting render of a tenant that holds no slot, then to the longest waiting one; so one
 * company never holds more than one slot while another company waits. And a tenant that already
 * renders never takes the last free slot for a heavy document: that slot stays for the next company,
 * whose one-page PDF then starts at once instead of behind a long render.
 */

/** Why a render got no slot: the queue is full, or it waited `maxWaitMs`. */
export class NoSlotError extends Error {
  override name = 'NoSlotError';
}

interface Waiter {
  tenant: string;
  heavy: boolean;
  grant: () => void;
  fail: (err: Error) => void;
}

export class FairSlots {
  private busy = 0;
  /** Slots held per tenant. */
  private readonly held = new Map<string, number>();
  private readonly waiters: Waiter[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueue: number,
    private readonly maxWaitMs: number,
  ) {}

  get inUse(): number {
    return this.busy;
  }

  get waiting(): number {
    return this.waiters.length;
  }

  /** Takes a slot for `tenant`, waiting in the bounded queue at most maxWaitMs (else NoSlotError). */
  async take(tenant: string, heavy: boolean): Promise<void> {
    if (this.waiters.length === 0 && this.mayTake(tenant, heavy)) {
      this.hold(tenant);
      return;
    }
    if (this.waiters.length >= this.maxQueue) throw new NoSlotError('Too many PDF renders waiting');
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { tenant, heavy, grant: resolve, fail: reject };
      this.waiters.push(waiter);
      setTimeout(() => {
        const i = this.waiters.indexOf(waiter);
        if (i >= 0) {
          this.waiters.splice(i, 1);
          reject(new NoSlotError('Timed out waiting for a PDF slot'));
        }
      }, this.maxWaitMs).unref();
      this.dispatch();
    });
  }

  /** Gives `tenant`'s slot back and hands free slots to the waiting renders. */
  free(tenant: string): void {
    this.busy -= 1;
    const left = this.heldBy(tenant) - 1;
    if (left > 0) this.held.set(tenant, left);
    else this.held.delete(tenant);
    this.dispatch();
  }

  /** Refuses every waiting render (the renderer closes). */
  failAll(err: Error): void {
    for (const w of this.waiters.splice(0)) w.fail(err);
  }

  private heldBy(tenant: string): number {
    return this.held.get(tenant) ?? 0;
  }

  /** A free slot, and for a tenant that already renders, not the last one for a heavy document. */
  private mayTake(tenant: string, heavy: boolean): boolean {
    const free = this.concurrency - this.busy;
    return free > 0 && (this.heldBy(tenant) === 0 || !heavy || free > 1);
  }

  private hold(tenant: string): void {
    this.busy += 1;
    this.held.set(tenant, this.heldBy(tenant) + 1);
  }

  /** Waiting renders of tenants holding the fewest slots first, among them the longest waiting. */
  private dispatch(): void {
    for (;;) {
      let next: Waiter | undefined;
      for (const w of this.waiters) {
        if (!this.mayTake(w.tenant, w.heavy)) continue;
        if (!next || this.heldBy(w.tenant) < this.heldBy(next.tenant)) next = w;
      }
      if (!next) return;
      this.waiters.splice(this.waiters.indexOf(next), 1);
      this.hold(next.tenant);
      next.grant();
    }
  }
}
