import { z } from 'zod';
import {
  actionSchema,
  CHAT_MAX_LENGTH,
  chatChannelSchema,
  clocksSchema,
  labelledActionSchema,
  labelledEventSchema,
  localeSchema,
  outcomeSchema,
  refusalCodeSchema,
  safeText,
  seatPresenceSchema,
  seatSchema,
  seqSchema,
  tokenSchema,
} from './common.js';

/**
 * A client command's id, chosen by the client: a resend with the same id is applied once. Letters, digits and
 * `_.:-` only; the server names its own bots' commands with a `#`, which no client id can hold.
 */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);

// ---- client → server (one JSON object per WebSocket text message) ----

/** The first message on a connection: play a seat (token) or watch (spectate), from the last seq seen. */
export const helloSchema = z
  .strictObject({
    type: z.literal('hello'),
    protocol: z.number().int(),
    token: tokenSchema.optional(),
    spectate: z.literal(true).optional(),
    lastSeq: seqSchema.optional(),
    lang: localeSchema.default('en'),
  })
  .refine((h) => (h.token === undefined) !== (h.spectate === undefined), {
    message: 'A hello carries either a seat token or "spectate": true, not both, not neither.',
  });

export const actSchema = z.strictObject({
  type: z.literal('act'),
  /** The seq the client last saw: the action is refused with `stale-seq` if the match has moved on. */
  seq: seqSchema,
  clientId: clientIdSchema,
  action: actionSchema,
});

export const chatSendSchema = z.strictObject({
  type: z.literal('chat'),
  channel: chatChannelSchema,
  text: z.string().trim().min(1).max(CHAT_MAX_LENGTH).refine(...safeText('A chat line')),
});

export const pingSchema = z.strictObject({ type: z.literal('ping'), id: z.number().int().optional() });

export const clientMessageSchema = z.discriminatedUnion('type', [helloSchema, actSchema, chatSendSchema, pingSchema]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type Hello = z.infer<typeof helloSchema>;
export type HelloInput = z.input<typeof helloSchema>;
export type Act = z.infer<typeof actSchema>;
export type ChatSend = z.infer<typeof chatSendSchema>;

// ---- server → client ----

/** One step a returning client missed: the events its audience could see, in order. */
export const missedStepSchema = z.strictObject({ seq: seqSchema, events: z.array(labelledEventSchema) });

export const welcomeSchema = z.strictObject({
  type: z.literal('welcome'),
  protocol: z.number().int(),
  match: z.string(),
  game: z.string(),
  version: z.string(),
  /** The seat this connection plays, or null for a spectator. */
  seat: seatSchema.nullable(),
  seq: seqSchema,
  /** With `lastSeq` in the hello: exactly the steps missed since, before the current view. */
  missed: z.array(missedStepSchema),
  view: z.unknown(),
  legal: z.array(labelledActionSchema),
  toAct: z.array(seatSchema),
  clocks: clocksSchema,
  presence: z.array(seatPresenceSchema),
  spectators: z.number().int().min(0),
  outcome: outcomeSchema.nullable(),
});

export const stepSchema = z.strictObject({
  type: z.literal('step'),
  seq: seqSchema,
  events: z.array(labelledEventSchema),
  view: z.unknown(),
  legal: z.array(labelledActionSchema),
  toAct: z.array(seatSchema),
  outcome: outcomeSchema.nullable(),
});

export const ackSchema = z.strictObject({ type: z.literal('ack'), clientId: clientIdSchema, seq: seqSchema });

export const refusalSchema = z.strictObject({
  type: z.literal('refusal'),
  clientId: clientIdSchema.optional(),
  code: refusalCodeSchema,
  message: z.string(),
});

export const presenceSchema = z.strictObject({
  type: z.literal('presence'),
  presence: z.array(seatPresenceSchema),
  spectators: z.number().int().min(0),
});

export const chatMessageSchema = z.strictObject({
  type: z.literal('chat'),
  channel: chatChannelSchema,
  /** The writer's seat, or null for a spectator. */
  seat: seatSchema.nullable(),
  name: z.string(),
  text: z.string(),
  at: z.number().int(),
});

export const clockMessageSchema = z.strictObject({ type: z.literal('clock'), clocks: clocksSchema });

/** Fatal: the server closes the connection after it (bad token, wrong version, shutting down). */
export const errorSchema = z.strictObject({ type: z.literal('error'), code: refusalCodeSchema, message: z.string() });

export const pongSchema = z.strictObject({ type: z.literal('pong'), id: z.number().int().optional() });

export const serverMessageSchema = z.discriminatedUnion('type', [
  welcomeSchema,
  stepSchema,
  ackSchema,
  refusalSchema,
  presenceSchema,
  chatMessageSchema,
  clockMessageSchema,
  errorSchema,
  pongSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type Welcome = z.infer<typeof welcomeSchema>;
export type StepMessage = z.infer<typeof stepSchema>;
export type Ack = z.infer<typeof ackSchema>;
export type Refusal = z.infer<typeof refusalSchema>;
export type PresenceMessage = z.infer<typeof presenceSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ClockMessage = z.infer<typeof clockMessageSchema>;
export type ErrorMessage = z.infer<typeof errorSchema>;
export type MissedStep = z.infer<typeof missedStepSchema>;
