import { LOCALES } from '@docket/engine';
import { z } from 'zod';

/** The wire protocol's version: a client that speaks another one is refused with `wrong-version`. */
export const PROTOCOL_VERSION = 1;

/** Every refusal code a client can act on (HTTP bodies and WebSocket refusals alike). */
export const REFUSAL_CODES = [
  'bad-request',
  'not-your-turn',
  'illegal-action',
  'stale-seq',
  'rate-limited',
  'bad-token',
  'game-over',
  'too-large',
  'wrong-version',
  'not-found',
  'unknown-game',
  'bad-options',
  'not-open',
  'not-started',
  'seat-taken',
  'match-full',
  'not-allowed',
  'match-live',
  'too-many-matches',
  'shutting-down',
  'unavailable',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];
export const refusalCodeSchema = z.enum(REFUSAL_CODES);

/**
 * The bots a host may seat (and stand in for an absent person): the levels people pick, each the bot its game
 * names for it (bots README, "Levels"), and the bots themselves by kind, for matches made before the levels.
 */
export const BOT_LEVELS = ['easy', 'medium', 'hard', 'random', 'greedy', 'mcts'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
export const botLevelSchema = z.enum(BOT_LEVELS);

export const localeSchema = z.enum(LOCALES);
export const seatSchema = z.number().int().min(0).max(31);
export const seqSchema = z.number().int().min(0);
/** Match ids, seat tokens and player keys are base64url strings drawn from node:crypto. */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/);
/**
 * Control characters (C0, DEL, C1) and the bidirectional overrides and isolates. People's words reach other
 * people's screens: an escape sequence in a name or a chat line could clear a terminal, retitle it or write to
 * its clipboard, and an override could make a name read as another. Neither belongs in a name or a line of chat.
 */
export const UNSAFE_TEXT = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
/** The refinement that keeps them out of a string schema, saying what `what` (a name, a chat line) may not hold. */
export const safeText = (what: string) => [(s: string) => !UNSAFE_TEXT.test(s), { message: `${what} may not hold control characters or direction overrides.` }] as const;

export const displayNameSchema = z.string().trim().min(1).max(40).refine(...safeText('A name'));
/** A game's action: a small JSON object told apart by `type`; the game itself checks the rest. */
export const actionSchema = z.looseObject({ type: z.string().min(1).max(64) });

export const CHAT_CHANNELS = ['table', 'spectators'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];
export const chatChannelSchema = z.enum(CHAT_CHANNELS);
export const CHAT_MAX_LENGTH = 500;

/** Clocks of a match: none; real time (a bank per seat plus an increment per move); turn-based (time per move). */
export const clockConfigSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({
    kind: z.literal('realtime'),
    bankMs: z.number().int().min(1_000).max(24 * 3_600_000),
    incrementMs: z.number().int().min(0).max(3_600_000),
  }),
  z.strictObject({
    kind: z.literal('turn'),
    perMoveMs: z.number().int().min(3_600_000).max(30 * 24 * 3_600_000),
  }),
]);
export type ClockConfig = z.infer<typeof clockConfigSchema>;

/**
 * One seat's clock as the server tells it: time left, the deadline (epoch ms) while it runs, and whether the
 * seat ran out (a stand-in bot plays it until its person takes it back).
 */
export const seatClockSchema = z.strictObject({
  seat: seatSchema,
  remainingMs: z.number().int(),
  deadline: z.number().int().nullable(),
  running: z.boolean(),
  out: z.boolean(),
});
export const clocksSchema = z.strictObject({ config: clockConfigSchema, seats: z.array(seatClockSchema) }).nullable();
export type Clocks = z.infer<typeof clocksSchema>;

export const seatKindSchema = z.enum(['person', 'bot']);
export type SeatKind = z.infer<typeof seatKindSchema>;

/** Who sits where, and who is connected now. A bot standing in for an absent person is `standIn`. */
export const seatPresenceSchema = z.strictObject({
  seat: seatSchema,
  kind: seatKindSchema,
  name: z.string().nullable(),
  connected: z.boolean(),
  standIn: z.boolean(),
});
export type SeatPresence = z.infer<typeof seatPresenceSchema>;

export const outcomeSchema = z.strictObject({
  winners: z.array(seatSchema),
  payoff: z.array(z.number()),
  scores: z.array(z.number()),
  reason: z.string(),
  teams: z.array(z.strictObject({ id: z.string(), seats: z.array(seatSchema) })).optional(),
  winningTeam: z.string().optional(),
  /** The game's own words for it, in the connection's language. */
  label: z.string(),
});
export type WireOutcome = z.infer<typeof outcomeSchema>;

/** A legal action with the game's label for it. */
export const labelledActionSchema = z.strictObject({ action: actionSchema, label: z.string() });
export type LabelledAction = z.infer<typeof labelledActionSchema>;
/** An event as one viewer may see it, with the game's label for it. */
export const labelledEventSchema = z.strictObject({ event: z.looseObject({ type: z.string() }), label: z.string() });
export type LabelledEvent = z.infer<typeof labelledEventSchema>;
