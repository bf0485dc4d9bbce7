/* eslint-disable no-restricted-properties -- the browser is the top layer: it shows clocks ticking */
/** Milliseconds since the epoch, to count a clock down between the server's messages. */
export function now(): number {
  return Date.now();
}
