import type { JSX } from 'react';
import type { BoardProps } from './board.js';

/** Every game is playable before its own board exists: the view as text, each legal action as a button. */
export function GenericBoard(props: BoardProps<unknown>): JSX.Element {
  const { view, legal, act, locale } = props;
  return (
    <div className="generic-board">
      <pre className="view-text" tabIndex={0} aria-label={locale === 'fr' ? 'Votre vue (texte)' : 'Your view (text)'}>
        {JSON.stringify(view, null, 2)}
      </pre>
      <ul className="actions" aria-label={locale === 'fr' ? 'Actions possibles' : 'Legal actions'}>
        {legal.map((a, i) => (
          <li key={i}>
            <button type="button" onClick={() => act(a.action)}>
              {a.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
