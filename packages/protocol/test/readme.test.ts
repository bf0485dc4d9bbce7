import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  actSchema,
  clientMessageSchema,
  createMatchSchema,
  helloSchema,
  inviteLine,
  inviteOf,
  REFUSAL_CODES,
  serverMessageSchema,
} from '../src/index.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the protocol README', () => {
  it('documents an example session whose every message parses with its schema', () => {
    const lines = readme.split('\n').filter((l) => l.startsWith('→ ') || l.startsWith('← '));
    expect(lines.length).toBeGreaterThanOrEqual(8);
    for (const line of lines) {
      const schema = line.startsWith('→ ') ? clientMessageSchema : serverMessageSchema;
      const r = schema.safeParse(JSON.parse(line.slice(2)));
      expect(r.success, `${line}\n${r.success ? '' : JSON.stringify(r.error.issues)}`).toBe(true);
    }
  });

  it('lists every refusal code', () => {
    for (const code of REFUSAL_CODES) expect(readme).toContain(`\`${code}\``);
  });
});

describe('the schemas', () => {
  it('refuse unknown fields in every envelope', () => {
    expect(actSchema.safeParse({ type: 'act', seq: 0, clientId: 'a', action: { type: 'x' } }).success).toBe(true);
    expect(actSchema.safeParse({ type: 'act', seq: 0, clientId: 'a', action: { type: 'x' }, extra: 1 }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ type: 'ack', clientId: 'a', seq: 1, state: {} }).success).toBe(false);
    expect(createMatchSchema.safeParse({ game: 'gavel', players: 2, seed: 'mine' }).success).toBe(false);
  });

  it('take a seat token or spectate in a hello, never both or neither', () => {
    const token = 'a'.repeat(32);
    expect(helloSchema.safeParse({ type: 'hello', protocol: 1, token }).success).toBe(true);
    expect(helloSchema.safeParse({ type: 'hello', protocol: 1, spectate: true }).success).toBe(true);
    expect(helloSchema.safeParse({ type: 'hello', protocol: 1, token, spectate: true }).success).toBe(false);
    expect(helloSchema.safeParse({ type: 'hello', protocol: 1 }).success).toBe(false);
  });

  it("keep client ids out of the server's own '#' namespace and within 64 characters", () => {
    const act = (clientId: string) => actSchema.safeParse({ type: 'act', seq: 0, clientId, action: { type: 'x' } }).success;
    expect(act('move-12')).toBe(true);
    expect(act('#bot-3')).toBe(false);
    expect(act('x'.repeat(65))).toBe(false);
  });

  it('read an invitation to another table only from a line that is exactly its route', () => {
    const id = 'Ab3_-xyz9QrstUvw';
    expect(inviteLine(id)).toBe(`#/m/${id}`);
    expect(inviteOf(inviteLine(id))).toBe(id);
    expect(inviteOf(`see ${inviteLine(id)}`)).toBeNull();
    expect(inviteOf(`${inviteLine(id)} now`)).toBeNull();
    expect(inviteOf('#/m/short')).toBeNull();
    expect(inviteOf('#/m/no$such')).toBeNull();
    expect(inviteOf(`#/replay/${id}`)).toBeNull();
  });
});
