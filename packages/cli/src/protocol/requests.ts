import { LOCALES } from '@docket/engine';
import { z } from 'zod';

/** Every request may carry an id (echoed in the answer) and a language for labels. */
const common = {
  id: z.union([z.string(), z.number()]).nullable().optional(),
  lang: z.enum(LOCALES).optional(),
};

const seat = z.number().int().min(0);

/** Each command's exact fields: an unknown field is refused, so a typo never goes unnoticed. */
export const requestSchema = z.discriminatedUnion('cmd', [
  z.strictObject({ ...common, cmd: z.literal('games') }),
  z.strictObject({
    ...common,
    cmd: z.literal('new'),
    game: z.string().min(1),
    players: z.number().int(),
    seed: z.string().optional(),
    options: z.unknown().optional(),
  }),
  z.strictObject({ ...common, cmd: z.literal('legal'), seat }),
  z.strictObject({ ...common, cmd: z.literal('act'), seat, action: z.looseObject({ type: z.string().min(1) }) }),
  z.strictObject({ ...common, cmd: z.literal('view'), seat: z.union([seat, z.literal('spectator')]) }),
  z.strictObject({ ...common, cmd: z.literal('state') }),
  z.strictObject({ ...common, cmd: z.literal('outcome') }),
  z.strictObject({ ...common, cmd: z.literal('record') }),
  z.strictObject({ ...common, cmd: z.literal('load'), record: z.unknown() }),
]);

export type Request = z.infer<typeof requestSchema>;
export type Command = Request['cmd'];

export const COMMANDS: readonly Command[] = ['games', 'new', 'legal', 'act', 'view', 'state', 'outcome', 'record', 'load'];

export type RequestId = string | number | null;

export interface ProtocolError {
  readonly code: string;
  readonly message: string;
}

export type Answer =
  | { readonly id: RequestId; readonly ok: true; readonly data: unknown }
  | { readonly id: RequestId; readonly ok: false; readonly error: ProtocolError };
