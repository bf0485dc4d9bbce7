/** What this browser keeps: a player key tying its matches together, its name, and its seat and host tokens. */
const KEY = 'docket.playerKey';
const NAME = 'docket.name';
const SEATS = 'docket.seats';
const HOSTS = 'docket.hosts';

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage refused: the seat lasts as long as the page
  }
}

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 192 random bits, made once per browser (the protocol wants 22 to 128 base64url characters). */
export function playerKey(): string {
  const known = read<string | null>(KEY, null);
  if (known !== null && /^[A-Za-z0-9_-]{22,128}$/.test(known)) return known;
  const key = base64url(crypto.getRandomValues(new Uint8Array(24)));
  write(KEY, key);
  return key;
}

export function savedName(): string {
  return read<string>(NAME, '');
}
export function saveName(name: string): void {
  write(NAME, name);
}

export interface SeatToken {
  readonly seat: number;
  readonly token: string;
}
export function seatToken(match: string): SeatToken | null {
  return read<Record<string, SeatToken>>(SEATS, {})[match] ?? null;
}
export function saveSeatToken(match: string, t: SeatToken): void {
  write(SEATS, { ...read<Record<string, SeatToken>>(SEATS, {}), [match]: t });
}
export function hostToken(match: string): string | null {
  return read<Record<string, string>>(HOSTS, {})[match] ?? null;
}
export function saveHostToken(match: string, token: string): void {
  write(HOSTS, { ...read<Record<string, string>>(HOSTS, {}), [match]: token });
}
