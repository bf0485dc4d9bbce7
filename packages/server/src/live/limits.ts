/** Limits of one WebSocket connection; a client over them is refused, never the server brought down. */
export interface LiveLimits {
  /** Largest text message read, in bytes; bigger ones are refused with `too-large`. */
  readonly maxMessageBytes: number;
  /** Messages per second per connection (a burst of twice as many is allowed). */
  readonly messagesPerSecond: number;
  /** Chat lines per 10 seconds per connection. */
  readonly chatPer10s: number;
  /** How long a new connection may take to say hello. */
  readonly helloTimeoutMs: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  maxMessageBytes: 8 * 1024,
  messagesPerSecond: 50,
  chatPer10s: 5,
  helloTimeoutMs: 10_000,
};

/** A token bucket: `take` answers whether one more message fits now. */
export class Bucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly capacity: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.last = now;
  }

  take(now: number): boolean {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
