/**
 * The server's one reading of the wall clock (DESIGN.md: only the server and the CLI read clocks). Everything
 * below takes `now` as a value, so tests and the clocks module can pass their own.
 */
export type Now = () => number;

// eslint-disable-next-line no-restricted-properties -- the server is the layer allowed to read the clock
export const systemNow: Now = () => Date.now();
