import { inviteOf, type ChatChannel } from '@docket/protocol';
import type { JoinMessages } from './join-messages.js';
import type { LiveClient } from './live-client.js';
import { chatLine, type Question } from './question.js';

/**
 * After the game the table stays open: its chat goes on ("well played"), and a host who plays again posts an
 * invitation to the new table. Waits for the person to leave (Enter, q, the end of input), chatting meanwhile;
 * returns the new table when they answer "j" to the latest invitation.
 */
export async function afterGame(client: LiveClient, base: string, channel: ChatChannel, m: JoinMessages, q: Question): Promise<string | null> {
  let invite: string | null = null;
  const prompt = (): string => (invite === null ? m.leavePrompt : m.joinPrompt);
  q.show(prompt(), [m.afterGame]);
  for (;;) {
    // The table's messages first when both are there, so lines typed without pause never hide an invitation.
    const got = await Promise.race([...(client.over ? [] : [client.arrival().then(() => null)]), q.answer]);
    if (got !== null) {
      if (got.line === null) return null;
      const said = chatLine(got.line);
      if (said === null) return invite !== null && /^j$/i.test(got.line.trim()) ? invite : null;
      // A line said once the server has gone reaches no one: the person is told so, and stays.
      if (client.over) q.show(prompt(), [m.closed(client.closed ?? '')]);
      else {
        client.send({ type: 'chat', channel, text: said });
        q.show(prompt());
      }
      continue;
    }
    const lines: string[] = [];
    for (const msg of client.drain()) {
      if (msg.type === 'refusal') lines.push(m.refused(msg.code, msg.message));
      if (msg.type !== 'chat') continue;
      // An invitation is shown as what it offers, not as its raw route.
      const next = msg.channel === 'table' ? inviteOf(msg.text) : null;
      invite = next ?? invite;
      lines.push(next === null ? `${msg.name}: ${msg.text}` : m.invited(msg.name, `docket join ${base}/matches/${next}`));
    }
    // The server went away (a restart, a shutdown): nothing more will come, but the person still leaves.
    if (client.over) lines.push(m.closed(client.closed ?? ''));
    if (lines.length > 0) q.show(prompt(), lines);
  }
}
