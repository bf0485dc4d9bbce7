import type { FinishedMatch, GameEvent, Metric } from '@docket/engine';
import { count } from '../metrics.js';
import type { LawyerUpState } from '../state.js';
import { automaSeat } from './seat.js';

type Match = FinishedMatch<LawyerUpState>;

/** Of the events of `type`, how many pass `yes`, and how many there were. */
const share = (events: readonly GameEvent[], type: string, yes: (e: GameEvent) => boolean): [number, number] => [count(events, type, yes), count(events, type)];

/** Solo-mode numbers for a simulation report (each counts nothing in a two-player match). */
export const soloMetrics: readonly Metric<LawyerUpState>[] = [
  {
    id: 'automa-witnesses',
    label: { en: 'Witnesses won by the Automa', fr: 'Témoins remportés par l’Automa' },
    kind: 'share',
    measure: (m: Match) => {
      const seat = automaSeat(m.final);
      return seat === null ? [0, 0] : share(m.events, 'witness-won', (e) => e.seat === seat);
    },
  },
  {
    id: 'automa-red-fired',
    label: { en: 'Automa rolls whose red face fired', fr: 'Lancers de l’Automa dont la face rouge a agi' },
    kind: 'share',
    measure: (m: Match) => share(m.events, 'automa-roll', (e) => e.shows === true),
  },
  {
    id: 'automa-rested',
    label: { en: 'Automa rest checks met', fr: 'Conditions de repos de l’Automa remplies' },
    kind: 'share',
    measure: (m: Match) => share(m.events, 'automa-rest', (e) => e.met === true),
  },
];
