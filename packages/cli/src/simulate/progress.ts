import { performance } from 'node:perf_hooks';
import cliProgress from 'cli-progress';
import type { Locale } from '@docket/engine';
import type { CliIo } from '../io.js';
import { formatNumber } from '../messages.js';

export interface Progress {
  /** One more game done. */
  tick(): void;
  stop(): void;
}

const quiet: Progress = { tick: () => {}, stop: () => {} };

const words: { readonly [L in Locale]: { readonly rate: string } } = {
  en: { rate: 'games/s' },
  fr: { rate: 'parties/s' },
};

/**
 * A progress bar with the pace in games per second and an ETA, drawn on stderr only when it is a
 * terminal and the output is not JSON for a program; otherwise nothing at all is written.
 */
export function progressBar(io: CliIo, label: string, total: number, lang: Locale, json: boolean): Progress {
  if (!io.progress || json || total < 2) return quiet;
  const format = `${label} {bar} {value}/{total} · {percentage}% · {rate} ${words[lang].rate} · ETA {eta_formatted}`;
  const bar = new cliProgress.SingleBar({ stream: io.stderr, clearOnComplete: true, hideCursor: true, format, etaBuffer: 50 });
  const started = performance.now();
  let done = 0;
  bar.start(total, 0, { rate: '–' });
  return {
    tick() {
      done++;
      const seconds = (performance.now() - started) / 1000;
      bar.update(done, { rate: seconds > 0 ? formatNumber(done / seconds, lang, done / seconds < 10 ? 1 : 0) : '–' });
    },
    stop: () => bar.stop(),
  };
}
