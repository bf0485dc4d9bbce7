/**
 * The conformance laws every game obeys (DESIGN.md "Quality bars"), by the name a failure carries.
 * Each value says what must hold, so a failing test reads as the rule it enforces.
 */
export const LAWS = {
  termination: 'seeded random games reach an outcome within the step bound',
  determinism: 'the same seed and actions give the same states and events',
  replay: 'a match record sent through JSON replays to the same final state; a corrupted one names its step',
  'view-resample':
    'view(resample(view(s, p), rng), p) equals view(s, p); worlds differ where something is hidden; no view holds the generator',
  legality: 'every legal action applies; idle seats have none; bad input is refused and changes nothing',
  serialisation: 'states, views and events survive a JSON round trip',
  'events-and-text': 'events reach valid audiences; descriptions, renders and outcomes are complete',
  'legal-from-view': "a seat's legal actions are the same, in the same order, in every world its view allows",
  'non-interference':
    "after the same action in two worlds a viewer cannot tell apart, it receives the same event types and the same toAct, and the same events when its next views are equal",
  redeal: 'view(redeal(s, p, rng), p) equals view(s, p), and redeal changes what p has not seen',
} as const;

export type Law = keyof typeof LAWS;

export const LAW_NAMES = Object.keys(LAWS) as Law[];
