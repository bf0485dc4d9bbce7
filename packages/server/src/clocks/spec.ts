import { z } from 'zod';
import type { ClockSpec } from './clock.js';

const SECOND = 1_000;
const HOUR = 3_600 * SECOND;
const DAY = 24 * HOUR;

/** The clocks a match may be created with, with sane bounds (a bank of 1 s to 24 h, 1 h to 30 days per move). */
export const clockSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }).strict(),
  z
    .object({
      kind: z.literal('realtime'),
      bankMs: z.number().int().min(SECOND).max(DAY),
      incrementMs: z.number().int().min(0).max(HOUR),
    })
    .strict(),
  z.object({ kind: z.literal('turn'), perMoveMs: z.number().int().min(HOUR).max(30 * DAY) }).strict(),
]) satisfies z.ZodType<ClockSpec>;

export const NO_CLOCK: ClockSpec = { kind: 'none' };
