import type { JSX } from 'react';

export function App(): JSX.Element {
  return <main><h1>docket</h1></main>;
}
