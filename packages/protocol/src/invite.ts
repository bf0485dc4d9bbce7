import { idSchema } from './common.js';

/**
 * An invitation to another table, written as a line of a match's chat: the new match's route in the web client
 * (`#/m/<id>`) and nothing else. A host who plays again posts one in the finished match's table channel; every
 * client shows it as a way to that table (the web client as a link, `docket join` as a join it offers). It is a
 * convention of chat text, not a message of its own: the server carries it as any other line.
 */
export function inviteLine(match: string): string {
  return `#/m/${match}`;
}

const LINE = /^#\/m\/([^/?#\s]+)$/;

/** The match a chat line invites to, if the line is an invitation (to a well-formed match id). */
export function inviteOf(text: string): string | null {
  const id = LINE.exec(text)?.[1];
  return id !== undefined && idSchema.safeParse(id).success ? id : null;
}
