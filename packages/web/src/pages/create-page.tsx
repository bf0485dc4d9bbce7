import { useMemo, useState, type FormEvent, type JSX } from 'react';
import type { BotLevel, ClockConfig, GameInfoBody } from '@docket/protocol';
import { useLocale, useT } from '../i18n.js';
import { go } from '../route.js';
import { openTable } from '../open-table.js';
import { savedName, saveName } from '../storage.js';
import { optionFields, OptionsForm } from './options-form.js';
import { useSeatPlace } from '../table/seat-names.js';

type SeatChoice = 'person' | BotLevel;
const LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];

/** `#/new/<game>`: a table's set-up; the creator sits at seat 1 and, against bots only, the match starts at once. */
export function CreatePage(props: { readonly game: GameInfoBody }): JSX.Element {
  const t = useT();
  const locale = useLocale();
  const g = props.game;
  const place = useSeatPlace(g.id);
  const [players, setPlayers] = useState(g.minPlayers);
  const [seats, setSeats] = useState<SeatChoice[]>(() => Array.from({ length: g.maxPlayers }, (_, i) => (i === 0 ? 'person' : 'medium')));
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [clock, setClock] = useState<'none' | 'realtime' | 'turn'>('none');
  const [minutes, setMinutes] = useState(10);
  const [increment, setIncrement] = useState(5);
  const [hours, setHours] = useState(24);
  const [visibility, setVisibility] = useState<'public' | 'invite'>('public');
  const [spectators, setSpectators] = useState(true);
  const [name, setName] = useState(savedName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fields = useMemo(() => optionFields(g.options, g.defaults), [g]);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const plan = seats.slice(0, players).map((s) => (s === 'person' ? { kind: 'person' as const } : { kind: 'bot' as const, level: s }));
    const clockConfig: ClockConfig =
      clock === 'realtime'
        ? { kind: 'realtime', bankMs: minutes * 60_000, incrementMs: increment * 1000 }
        : clock === 'turn'
          ? { kind: 'turn', perMoveMs: hours * 3_600_000 }
          : { kind: 'none' };
    saveName(name.trim());
    void (async () => {
      try {
        const match = await openTable({ game: g.id, players, options, seats: plan, clock: clockConfig, visibility, spectators }, { name: name.trim(), seat: 0 });
        go({ page: 'match', id: match });
      } catch (err) {
        setError(err instanceof Error ? err.message : String(err));
        setBusy(false);
      }
    })();
  };

  return (
    <form className="create" onSubmit={submit} aria-labelledby="create-h">
      <h1 id="create-h">{t.createTitle(g.name[locale])}</h1>
      <p className="muted">{t.descriptions[g.id]}</p>
      <p>
        <label htmlFor="name">{t.yourName}</label>{' '}
        <input id="name" required maxLength={40} value={name} onChange={(e) => setName(e.target.value)} autoComplete="nickname" />
      </p>
      <p>
        <label htmlFor="players">{t.playerCount}</label>{' '}
        <select id="players" value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
          {Array.from({ length: g.maxPlayers - g.minPlayers + 1 }, (_, i) => g.minPlayers + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </p>
      <fieldset>
        <legend>{t.seats}</legend>
        <p>{t.yourSeat(place(0))}</p>
        {seats.slice(1, players).map((s, i) => (
          <p key={i + 1}>
            <label htmlFor={`seat-${i + 1}`}>{place(i + 1)}</label>{' '}
            <select id={`seat-${i + 1}`} value={s} onChange={(e) => setSeats(seats.map((x, j) => (j === i + 1 ? (e.target.value as SeatChoice) : x)))}>
              <option value="person">{t.person}</option>
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t.bot}: {t.levels[l]}
                </option>
              ))}
            </select>
          </p>
        ))}
      </fieldset>
      <OptionsForm fields={fields} values={options} onChange={setOptions} place={place} />
      <fieldset>
        <legend>{t.clock}</legend>
        {(['none', 'realtime', 'turn'] as const).map((k) => (
          <p key={k}>
            <input type="radio" id={`clock-${k}`} name="clock" checked={clock === k} onChange={() => setClock(k)} />{' '}
            <label htmlFor={`clock-${k}`}>{k === 'none' ? t.clockNone : k === 'realtime' ? t.clockRealtime : t.clockTurn}</label>
          </p>
        ))}
        {clock === 'realtime' && (
          <p>
            <label htmlFor="minutes">{t.minutes}</label> <input id="minutes" type="number" min={1} max={600} value={minutes} onChange={(e) => setMinutes(Number(e.target.value))} />{' '}
            <label htmlFor="increment">{t.increment}</label> <input id="increment" type="number" min={0} max={600} value={increment} onChange={(e) => setIncrement(Number(e.target.value))} />
          </p>
        )}
        {clock === 'turn' && (
          <p>
            <label htmlFor="hours">{t.hoursPerMove}</label> <input id="hours" type="number" min={1} max={720} value={hours} onChange={(e) => setHours(Number(e.target.value))} />
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend>{t.visibility}</legend>
        {(['public', 'invite'] as const).map((v) => (
          <p key={v}>
            <input type="radio" id={`vis-${v}`} name="visibility" checked={visibility === v} onChange={() => setVisibility(v)} />{' '}
            <label htmlFor={`vis-${v}`}>{v === 'public' ? t.public : t.invite}</label>
          </p>
        ))}
        <p>
          <input type="checkbox" id="spectators" checked={spectators} onChange={(e) => setSpectators(e.target.checked)} /> <label htmlFor="spectators">{t.allowSpectators}</label>
        </p>
      </fieldset>
      <button type="submit" disabled={busy} data-testid="create">
        {busy ? t.creating : t.create}
      </button>
      {error !== null && <p role="alert">{error}</p>}
    </form>
  );
}
