import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteLine } from '@docket/protocol';
import { Client, http, startMatch, startServer, tempDb, type ServerProcess } from './harness.js';

// `docket join` (the built command) plays and watches a server match through the wire protocol only.
const MAIN = fileURLToPath(new URL('../../../cli/dist/main.js', import.meta.url));

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer(tempDb('join'));
});
afterAll(() => server.stop());

/**
 * The prompts of `docket join`, in English and French: joining a new table, a move, leaving after the game, and
 * talking while others play, waiting for the start (a prompt that holds a shorter one's words comes first).
 */
const PROMPTS = new RegExp(
  [
    'Choose 1–\\d+ to sit \\(or watch\\), Enter to look again, or q to leave: ',
    'j to join it, c TEXT to chat, Enter to leave: ',
    'j pour la rejoindre, c TEXTE pour parler, Entrée pour partir : ',
    'Choose 1–\\d+, c TEXT to chat, or q to leave: ',
    'Choisissez 1–\\d+, c TEXTE pour parler, ou q pour partir : ',
    'c TEXT to chat, Enter to leave: ',
    'c TEXTE pour parler, Entrée pour partir : ',
    'c TEXT to chat, q to leave: ',
    'c TEXTE pour parler, q pour partir : ',
    'q to leave: ',
    'q pour partir : ',
  ].join('|'),
  'g',
);
type Prompt = 'move' | 'talk' | 'join' | 'leave' | 'start' | 'lobby';

function kindOf(prompt: string): Prompt {
  if (/to sit \(or watch\)/.test(prompt)) return 'lobby';
  if (/^(Choose|Choisissez)/.test(prompt)) return 'move';
  if (/^q /.test(prompt)) return 'start';
  if (/^j /.test(prompt)) return 'join';
  return /(Enter to leave|Entrée pour partir)/.test(prompt) ? 'leave' : 'talk';
}

/**
 * Runs `docket join`; `reply` answers each prompt as it is printed (null: no answer yet). By default it plays
 * `answer` at every move (none when null) and leaves after the game. Resolves to the output and exit code.
 */
function join(
  args: readonly string[],
  answer: string | null,
  onOutput?: (out: string) => void,
  reply: (prompt: Prompt, out: string) => string | null = (p) => (p === 'move' ? answer : p === 'talk' || p === 'start' ? null : ''),
): Promise<{ out: string; code: number | null }> & { readonly endInput: () => void; readonly write: (text: string) => void } {
  const child = spawn(process.execPath, [MAIN, 'join', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  // Lines written after the command has ended go nowhere: that is no failure of the test.
  child.stdin.on('error', () => {});
  const done = new Promise<{ out: string; code: number | null }>((resolve) => {
    let out = '';
    let prompts = 0;
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      onOutput?.(out);
      const asked = [...out.matchAll(PROMPTS)].map((p) => kindOf(p[0]));
      for (; prompts < asked.length; prompts++) {
        const line = reply(asked[prompts] as Prompt, out);
        if (line !== null) child.stdin.write(`${line}\n`);
      }
    });
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => resolve({ out, code }));
  });
  return Object.assign(done, { endInput: () => child.stdin.end(), write: (text: string) => void child.stdin.write(text) });
}

describe('docket join', () => {
  it('plays a whole Tribunal 1920 match against a server bot, while a spectator watches', async () => {
    const m = await http<{ match: string; hostToken: string }>(server.base, 'POST', '/matches', {
      game: 'tribunal-1920',
      players: 2,
      seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }],
    });
    const url = `${server.base}/matches/${m.body.match}`;
    // `join` takes the seat itself, then waits for the start; the host starts once it waits.
    let waiting!: () => void;
    const waits = new Promise<void>((r) => (waiting = r));
    const playing = join([url, '--name', 'Ada'], '1', (out) => /waiting for the host/.test(out) && waiting());
    await waits;
    expect((await http(server.base, 'POST', `/matches/${m.body.match}/start`, { hostToken: m.body.hostToken })).status).toBe(200);
    const watching = join([url, '--spectate', '--lang', 'fr'], null);
    const [player, spectator] = await Promise.all([playing, watching]);
    expect(player.code).toBe(0);
    expect(player.out).toMatch(/Your seat: Blue\. To come back to this seat: docket join .* --token /);
    expect(player.out).toMatch(/Your move:/);
    expect(player.out).toMatch(/waiting for the host/);
    expect(player.out).toMatch(/── Game over/);
    expect(spectator.code).toBe(0);
    expect(spectator.out).toMatch(/Vous regardez la partie/);
    expect(spectator.out).toMatch(/── Partie terminée/);
    const record = await http<{ record: { actions: unknown[] } }>(server.base, 'GET', `/matches/${m.body.match}/record`);
    expect(record.status).toBe(200);
    expect(record.body.record.actions.length).toBeGreaterThan(10);
  });

  it('comes back to a seat with its token, and refuses a URL that names no match', async () => {
    const started = await startMatch(server.base, 'tribunal-1920', [{ kind: 'person' }, { kind: 'bot', level: 'random' }]);
    const back = await join([`${server.base}/matches/${started.match}`, '--token', started.tokens[0] as string], '1');
    expect(back.code).toBe(0);
    expect(back.out).not.toMatch(/Your seat:/);
    // The first hello names seq 0: the welcome brings every step this seat saw, for the log.
    expect(back.out).toMatch(/wins the hearing/);
    expect(back.out).toMatch(/── Game over/);
    const bad = await join([`${server.base}/lobby`], null);
    expect(bad.code).toBe(2);
    expect(bad.out).toMatch(/is not a match URL/);
  });

  it('stays at the table after the game, shows its chat, and goes to the new table when the host plays again', async () => {
    const seats = [{ kind: 'person' }, { kind: 'bot', level: 'random' }] as const;
    const first = await startMatch(server.base, 'tribunal-1920', seats);
    let atRest!: () => void;
    const rests = new Promise<void>((r) => (atRest = r));
    let waitingRoom!: () => void;
    const waits = new Promise<void>((r) => (waitingRoom = r));
    const leaves: Prompt[] = [];
    const playing = join([`${server.base}/matches/${first.match}`, '--token', first.tokens[0] as string], '1', (out) => /waiting for the host/.test(out) && waitingRoom(), (p) => {
      if (p === 'move') return '1';
      if (p === 'talk' || p === 'start') return null;
      leaves.push(p);
      atRest();
      // After the first game it waits (each chat line shows the prompt again) until the invitation, then joins;
      // after the second it leaves.
      if (p === 'join') return 'j';
      return leaves.includes('join') ? '' : null;
    });
    await rests;
    // The host, at the same seat in a browser, opens the new table and posts its invitation in the old one's chat.
    const { client } = await Client.join(server.base, first.match, first.tokens[0] as string);
    const next = (await http<{ match: string; hostToken: string }>(server.base, 'POST', '/matches', { game: 'tribunal-1920', players: 2, seats })).body;
    client.send({ type: 'chat', channel: 'table', text: 'well played' });
    client.send({ type: 'chat', channel: 'table', text: inviteLine(next.match) });
    await waits;
    expect((await http(server.base, 'POST', `/matches/${next.match}/start`, { hostToken: next.hostToken })).status).toBe(200);
    const player = await playing;
    await client.close();
    expect(player.code).toBe(0);
    // The prompt is shown again below each batch of chat lines: as many leave prompts as batches came first.
    expect(leaves.filter((p, i) => p !== leaves[i - 1])).toEqual(['leave', 'join', 'leave']);
    expect(player.out).toMatch(/If the host plays again, the new table is offered here\./);
    expect(player.out).toMatch(/P0: well played/);
    expect(player.out).toContain(`P0 opens a new table: docket join ${server.base}/matches/${next.match}`);
    // The same seat under the same name, and the new game played to its end.
    expect(player.out).toMatch(/Your seat: Blue\./);
    expect(player.out.match(/── Game over/g)).toHaveLength(2);
    const summary = await http<{ seats: { name: string | null }[] }>(server.base, 'GET', `/matches/${next.match}`);
    expect(summary.body.seats[0]?.name).toBe('P0');
    const record = await http<{ record: { actions: unknown[] } }>(server.base, 'GET', `/matches/${next.match}/record`);
    expect(record.status).toBe(200);
  });

  it('offers nothing for a chat line that only looks like an invitation, and leaves at the end of input', async () => {
    const first = await startMatch(server.base, 'tribunal-1920', [{ kind: 'person' }, { kind: 'bot', level: 'random' }]);
    let atRest!: () => void;
    const rests = new Promise<void>((r) => (atRest = r));
    let shown!: () => void;
    const shows = new Promise<void>((r) => (shown = r));
    const line = `${inviteLine('AAAAAAAAAAAA')} ?`;
    const prompts: Prompt[] = [];
    const url = `${server.base}/matches/${first.match}`;
    const playing = join([url, '--token', first.tokens[0] as string, '--lang', 'fr'], '1', (out) => out.includes(`P0: ${line}`) && shown(), (p) => {
      if (p === 'move') return '1';
      if (p === 'talk' || p === 'start') return null;
      prompts.push(p);
      atRest();
      return null;
    });
    await rests;
    const { client } = await Client.join(server.base, first.match, first.tokens[0] as string);
    client.send({ type: 'chat', channel: 'table', text: line });
    await shows;
    playing.endInput();
    const player = await playing;
    await client.close();
    expect(player.code).toBe(0);
    expect(player.out).toMatch(/Si l’hôte rejoue, la nouvelle table vous est proposée ici\./);
    expect(player.out).not.toMatch(/ouvre une nouvelle table/);
    expect(prompts.every((p) => p === 'leave')).toBe(true);
  });

  it('talks at any prompt: a seat to the table at its move, a spectator to the spectators while others play', async () => {
    const started = await startMatch(server.base, 'tribunal-1920', [{ kind: 'person' }, { kind: 'bot', level: 'random' }]);
    const url = `${server.base}/matches/${started.match}`;
    const { client: watcher } = await Client.join(server.base, started.match, null);
    const heard = (channel: string, text: string) => watcher.waitFor((msg) => msg.type === 'chat' && msg.channel === channel && msg.text === text);
    const toSpectators = heard('spectators', 'hi watchers');
    let talked = false;
    const spectator = join([url, '--spectate'], null, undefined, (p) => {
      if (p !== 'talk') return p === 'leave' ? '' : null;
      if (talked) return null;
      talked = true;
      return 'c hi watchers';
    });
    const spoken = await toSpectators;
    expect(spoken).toMatchObject({ seat: null, name: expect.any(String) });
    const toTable = heard('table', 'hello table');
    let moves = 0;
    const player = await join([url, '--token', started.tokens[0] as string], '1', undefined, (p) => {
      if (p === 'talk' || p === 'start') return null;
      if (p !== 'move') return '';
      // The first move's lines read help, the log and a card, then chat: the same menu is asked again each time.
      return ['h', 'l', 'i no-such-card', 'c hello table'][moves++] ?? '1';
    });
    expect(await toTable).toMatchObject({ seat: 0, name: 'P0' });
    expect(player.code).toBe(0);
    expect(player.out).toMatch(/P0: hello table/);
    expect(player.out).toMatch(/c TEXT +say TEXT at the table/);
    expect(player.out).toMatch(/── Full log/);
    expect(player.out).toMatch(/Nothing called "no-such-card"/);
    expect(player.out.match(/Your move:/g)?.length).toBeLessThan(moves);
    expect(player.out).toMatch(/── Game over/);
    expect((await spectator).code).toBe(0);
    await watcher.close();
  });

  it('leaves before the start with q, giving the seat back', async () => {
    const m = await http<{ match: string; hostToken: string }>(server.base, 'POST', '/matches', {
      game: 'tribunal-1920',
      players: 2,
      seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }],
    });
    const seatOf = async () => (await http<{ seats: { open: boolean; name: string | null }[] }>(server.base, 'GET', `/matches/${m.body.match}`)).body.seats[0];
    let sat!: () => void;
    const sits = new Promise<void>((r) => (sat = r));
    let leave = false;
    const left = join([`${server.base}/matches/${m.body.match}`, '--name', 'Eve', '--lang', 'fr'], null, undefined, (p) => {
      if (p !== 'start') return null;
      sat();
      return leave ? 'q' : null;
    });
    await sits;
    expect(await seatOf()).toMatchObject({ open: false, name: 'Eve' });
    // The prompt is shown again at every poll of the start: the next one is answered q.
    leave = true;
    const player = await left;
    expect(player.code).toBe(0);
    expect(player.out).toMatch(/Vous avez quitté la table avant le début\./);
    // While it waits, the waiting room: each seat by the game's word, who sits there or that it is a bot.
    expect(player.out).toMatch(/Salle d’attente : Bleu: Eve · Orange: robot/);
    expect(await seatOf()).toMatchObject({ open: true });
  });

  it('names each seat with its person and the game\'s word, and shows the clocks, counted down from what the server sent', async () => {
    const m = await http<{ match: string; hostToken: string }>(server.base, 'POST', '/matches', {
      game: 'tribunal-1920',
      players: 2,
      seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }],
      clock: { kind: 'realtime', bankMs: 3_600_000, incrementMs: 5_000 },
    });
    const { token } = (await http<{ token: string }>(server.base, 'POST', `/matches/${m.body.match}/join`, { name: 'Ada', seat: 0 })).body;
    expect((await http(server.base, 'POST', `/matches/${m.body.match}/start`, { hostToken: m.body.hostToken })).status).toBe(200);
    const player = await join([`${server.base}/matches/${m.body.match}`, '--token', token, '--lang', 'fr'], '1');
    expect(player.code).toBe(0);
    // An hour's bank with five seconds a move: more than an hour left after a few quick moves, shown as h:mm:ss.
    expect(player.out).toMatch(/Pendules : Ada \(Bleu\) 1:00:\d\d( ⏱)?, Orange 1:00:\d\d( ⏱)?/);
    expect(player.out).toMatch(/Pendules : Ada \(Bleu\) 1:\d\d:\d\d ⏱/);
    // Each seat goes by its person's name and the game's word for it.
    expect(player.out).toMatch(/── Tribunal 1920 · Ada \(Bleu\) · /);
    expect(player.out).toMatch(/À la table : Ada \(Bleu\), Orange \(robot\)/);
  });

  it('tells the table who comes and who leaves while it waits', async () => {
    const started = await startMatch(server.base, 'tribunal-1920', [{ kind: 'person' }, { kind: 'person' }], { firstPlayer: 1 });
    let waiting!: () => void;
    const waits = new Promise<void>((r) => (waiting = r));
    let left!: () => void;
    const leaves = new Promise<void>((r) => (left = r));
    const player = join([`${server.base}/matches/${started.match}`, '--token', started.tokens[0] as string], null, (out) => {
      if (/Waiting for P1 \(Orange\)/.test(out)) waiting();
      if (/P1 left the table\./.test(out)) left();
    }, () => null);
    await waits;
    const { client } = await Client.join(server.base, started.match, started.tokens[1] as string);
    await client.close();
    await leaves;
    player.endInput();
    const { out, code } = await player;
    expect(code).toBe(0);
    expect(out.indexOf('P1 is at the table.')).toBeGreaterThan(-1);
    expect(out.indexOf('P1 is at the table.')).toBeLessThan(out.indexOf('P1 left the table.'));
  });

  it('comes back after the server is killed and restarted, and plays on', async () => {
    const db = tempDb('join-drop');
    let own = await startServer(db);
    const port = Number(new URL(own.base).port);
    const started = await startMatch(own.base, 'tribunal-1920', [{ kind: 'person' }, { kind: 'person' }], { firstPlayer: 1 });
    let waiting!: () => void;
    const waits = new Promise<void>((r) => (waiting = r));
    let lost!: () => void;
    const losts = new Promise<void>((r) => (lost = r));
    let moved!: () => void;
    const moves = new Promise<void>((r) => (moved = r));
    const player = join([`${own.base}/matches/${started.match}`, '--token', started.tokens[0] as string], null, (out) => {
      if (/Waiting for P1 \(Orange\)/.test(out)) waiting();
      if (/connection to the server was lost: reconnecting/.test(out)) lost();
      if (/Your move:/.test(out)) moved();
    }, (p) => (p === 'move' ? 'q' : null));
    await waits;
    await own.kill();
    await losts;
    own = await startServer(db, port);
    // Seat 1 plays its first move on the restarted server; the terminal, back at the table, is asked its own.
    const { client, welcome } = await Client.join(own.base, started.match, started.tokens[1] as string);
    const acked = client.waitFor((msg) => msg.type === 'ack');
    client.send({ type: 'act', seq: welcome.seq, clientId: 'c1', action: welcome.legal[0]?.action });
    await acked;
    await moves;
    const { out, code } = await player;
    await client.close();
    await own.stop();
    expect(code).toBe(0);
    expect(out.indexOf('Your move:')).toBeGreaterThan(out.indexOf('reconnecting'));
    expect(out).toContain(welcome.legal[0]?.label.replace(/^Claim/, 'Orange claims') ?? '');
  });

  it('takes the web table\'s link (#/m/<id>) as well as the match\'s address', async () => {
    const started = await startMatch(server.base, 'tribunal-1920', [{ kind: 'person' }, { kind: 'bot', level: 'random' }]);
    const player = await join([`${server.base}/#/m/${started.match}`, '--token', started.tokens[0] as string], '1');
    expect(player.code).toBe(0);
    expect(player.out).toMatch(/── Game over/);
  });

  it('lists the server\'s lobby when given the server alone, and sits at the table picked there', async () => {
    const m = await http<{ match: string; hostToken: string }>(server.base, 'POST', '/matches', {
      game: 'gavel',
      players: 2,
      seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }],
    });
    let sat!: () => void;
    const sits = new Promise<void>((r) => (sat = r));
    const player = join([server.base, '--name', 'Lea'], '1', (out) => /waiting for the host/.test(out) && sat(), (p, out) => {
      if (p === 'lobby') {
        // The lobby lists the open Gavel table with its bot and its one open seat: pick its number.
        const line = /(\d+)\. Gavel — 1 bot; 1 open seat/.exec(out);
        return line?.[1] ?? 'q';
      }
      if (p === 'move') return '1';
      return p === 'leave' ? '' : null;
    });
    await sits;
    expect((await http(server.base, 'POST', `/matches/${m.body.match}/start`, { hostToken: m.body.hostToken })).status).toBe(200);
    const { out, code } = await player;
    expect(code).toBe(0);
    expect(out).toMatch(/── Tables at http:\/\/127\.0\.0\.1:\d+/);
    expect(out).toMatch(/Your seat: Player 1\./);
    expect(out).toMatch(/── Game over/);
    const summary = await http<{ seats: { name: string | null }[] }>(server.base, 'GET', `/matches/${m.body.match}`);
    expect(summary.body.seats[0]?.name).toBe('Lea');
  });
});
