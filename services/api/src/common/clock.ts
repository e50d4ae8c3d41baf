import { Injectable } from '@nestjs/common';

/**
 * The time as the application sees it. Everything that expires (sign-in links, sessions, rate
 * limits, lock-outs) asks this provider instead of `Date.now()`, so tests can move time forward.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Waits; deliberate slow-downs go through here so tests need not sit through them. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}
