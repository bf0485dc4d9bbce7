import { z } from 'zod';
import {
  botLevelSchema,
  CHAT_MAX_LENGTH,
  chatChannelSchema,
  clockConfigSchema,
  displayNameSchema,
  refusalCodeSchema,
  seatKindSchema,
  seatSchema,
  tokenSchema,
} from './common.js';

/** Every HTTP error body. */
export const refusalBodySchema = z.strictObject({ code: refusalCodeSchema, message: z.string() });
export type RefusalBody = z.infer<typeof refusalBodySchema>;

// GET /games
export const gameInfoSchema = z.strictObject({
  id: z.string(),
  name: z.strictObject({ en: z.string(), fr: z.string() }),
  version: z.string(),
  minPlayers: z.number().int(),
  maxPlayers: z.number().int(),
  /** JSON Schema of the game's options, and the standard game's values. */
  options: z.unknown(),
  defaults: z.unknown(),
});
export const gamesResponseSchema = z.strictObject({ games: z.array(gameInfoSchema) });
export type GameInfoBody = z.infer<typeof gameInfoSchema>;

// POST /matches
export const seatPlanSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('person') }),
  z.strictObject({ kind: z.literal('bot'), level: botLevelSchema }),
]);
export const createMatchSchema = z.strictObject({
  game: z.string().min(1).max(64),
  players: z.number().int().min(1).max(32),
  options: z.record(z.string(), z.unknown()).optional(),
  /** One entry per seat; by default every seat is open for a person. */
  seats: z.array(seatPlanSchema).optional(),
  clock: clockConfigSchema.default({ kind: 'none' }),
  /** The bot that plays a seat whose time ran out or whose person left, until the person returns. */
  standIn: botLevelSchema.default('medium'),
  visibility: z.enum(['public', 'invite']).default('public'),
  spectators: z.boolean().default(true),
});
export type CreateMatch = z.input<typeof createMatchSchema>;
export const createMatchResponseSchema = z.strictObject({ match: z.string(), hostToken: z.string() });

// GET /matches/:id and GET /lobby
export const seatSummarySchema = z.strictObject({
  seat: seatSchema,
  kind: seatKindSchema,
  level: botLevelSchema.nullable(),
  name: z.string().nullable(),
  open: z.boolean(),
});
export const matchStatusSchema = z.enum(['open', 'live', 'finished', 'cancelled']);
export type MatchStatus = z.infer<typeof matchStatusSchema>;
export const matchSummarySchema = z.strictObject({
  id: z.string(),
  game: z.string(),
  version: z.string(),
  players: z.number().int(),
  status: matchStatusSchema,
  visibility: z.enum(['public', 'invite']),
  spectators: z.boolean(),
  clock: clockConfigSchema,
  /** The bot level that stands in for an absent person. */
  standIn: botLevelSchema,
  seats: z.array(seatSummarySchema),
  seq: z.number().int(),
  created: z.number().int(),
  /** Set when the match cannot resume on this server (e.g. recorded under another game version). */
  problem: z.strictObject({ code: refusalCodeSchema, message: z.string() }).nullable(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;
export const lobbyResponseSchema = z.strictObject({ matches: z.array(matchSummarySchema) });

// POST /matches/:id/join
export const joinSchema = z.strictObject({
  name: displayNameSchema,
  /** A particular seat; by default the first open one. */
  seat: seatSchema.optional(),
  playerKey: tokenSchema.optional(),
});
export const joinResponseSchema = z.strictObject({ seat: seatSchema, token: z.string() });

// POST /matches/:id/leave (seat token), /start, /cancel (host token), /bot (host token, seat, level)
export const leaveSchema = z.strictObject({ token: tokenSchema });
export const hostSchema = z.strictObject({ hostToken: tokenSchema });
export const giveToBotSchema = z.strictObject({ hostToken: tokenSchema, seat: seatSchema, level: botLevelSchema });
export const okResponseSchema = z.strictObject({ ok: z.literal(true), status: matchStatusSchema });

// POST /players/matches: a player key's matches (the key is a secret, so it travels in a body, not a URL).
export const playerMatchesSchema = z.strictObject({ playerKey: tokenSchema });
export const playerMatchesResponseSchema = z.strictObject({
  matches: z.array(z.strictObject({ match: matchSummarySchema, seat: seatSchema })),
});

// GET /matches/:id/record (finished matches only)
export const storedChatSchema = z.strictObject({
  channel: chatChannelSchema,
  seat: seatSchema.nullable(),
  name: z.string(),
  text: z.string().max(CHAT_MAX_LENGTH),
  at: z.number().int(),
});
export const recordResponseSchema = z.strictObject({
  record: z.unknown(),
  names: z.array(z.string().nullable()),
  chat: z.array(storedChatSchema),
});
export type StoredChat = z.infer<typeof storedChatSchema>;
