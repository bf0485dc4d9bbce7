import type { JSX } from 'react';
import { useLocale, useT } from '../i18n.js';
import { choiceLabel, optionLabel } from './option-labels.js';

export { humanize } from './option-labels.js';

/** The small part of JSON Schema that game options use (zod's output for enums, literals, numbers, flags). */
interface Prop {
  readonly type?: string;
  readonly enum?: readonly (string | number)[];
  readonly anyOf?: readonly { readonly const?: string | number }[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: unknown;
}

export interface OptionField {
  readonly name: string;
  readonly kind: 'choice' | 'boolean' | 'number' | 'text';
  readonly choices: readonly (string | number)[];
  readonly min?: number;
  readonly max?: number;
  readonly fallback: unknown;
}

/** The fields a form can offer from a game's option schema; nested arrays and objects keep their defaults. */
export function optionFields(schema: unknown, defaults: unknown): OptionField[] {
  const props = ((schema ?? {}) as { properties?: Record<string, Prop> }).properties ?? {};
  const defs = (defaults ?? {}) as Record<string, unknown>;
  const out: OptionField[] = [];
  for (const [name, p] of Object.entries(props)) {
    const fallback = defs[name] ?? p.default;
    const consts = p.anyOf?.map((a) => a.const).filter((c): c is string | number => c !== undefined);
    if (p.enum !== undefined) out.push({ name, kind: 'choice', choices: p.enum, fallback });
    else if (consts !== undefined && consts.length === p.anyOf?.length) out.push({ name, kind: 'choice', choices: consts, fallback });
    else if (p.type === 'boolean') out.push({ name, kind: 'boolean', choices: [], fallback });
    else if (p.type === 'integer' || p.type === 'number')
      out.push({ name, kind: 'number', choices: [], fallback, ...(p.minimum === undefined ? {} : { min: p.minimum }), ...(p.maximum === undefined ? {} : { max: p.maximum }) });
    else if (p.type === 'string') out.push({ name, kind: 'text', choices: [], fallback });
  }
  return out;
}

/** The options form: only the fields a player changes are sent; the rest are the game's defaults. */
export function OptionsForm(props: {
  readonly fields: readonly OptionField[];
  readonly values: Readonly<Record<string, unknown>>;
  readonly onChange: (values: Record<string, unknown>) => void;
  /** The game's word for a seat, for options that choose one. */
  readonly place?: (seat: number) => string;
}): JSX.Element | null {
  const t = useT();
  const locale = useLocale();
  if (props.fields.length === 0) return null;
  const set = (name: string, v: unknown): void => {
    const next = { ...props.values };
    if (v === undefined) delete next[name];
    else next[name] = v;
    props.onChange(next);
  };
  return (
    <fieldset className="options">
      <legend>{t.options}</legend>
      {props.fields.map((f) => {
        const id = `opt-${f.name}`;
        const value = props.values[f.name] ?? f.fallback;
        const label = (
          <label htmlFor={id}>
            {optionLabel(f.name, locale)}
            {f.fallback === undefined ? '' : ` (${t.defaultValue}: ${choiceLabel(f.name, f.fallback as string | number | boolean, locale, props.place)})`}
          </label>
        );
        switch (f.kind) {
          case 'choice':
            return (
              <p key={f.name}>
                {label}{' '}
                <select id={id} value={value === undefined ? '' : String(value)} onChange={(e) => {
                  const raw = e.target.value;
                  const choice = f.choices.find((c) => String(c) === raw);
                  set(f.name, choice);
                }}>
                  {f.fallback === undefined && <option value="">—</option>}
                  {f.choices.map((c) => (
                    <option key={String(c)} value={String(c)}>
                      {choiceLabel(f.name, c, locale, props.place)}
                    </option>
                  ))}
                </select>
              </p>
            );
          case 'boolean':
            return (
              <p key={f.name}>
                <input id={id} type="checkbox" checked={value === true} onChange={(e) => set(f.name, e.target.checked)} /> {label}
              </p>
            );
          case 'number':
            return (
              <p key={f.name}>
                {label}{' '}
                <input id={id} type="number" min={f.min} max={f.max} value={typeof value === 'number' ? value : ''} onChange={(e) => set(f.name, e.target.value === '' ? undefined : Number(e.target.value))} />
              </p>
            );
          case 'text':
            return (
              <p key={f.name}>
                {label}{' '}
                <input id={id} type="text" value={typeof value === 'string' ? value : ''} onChange={(e) => set(f.name, e.target.value === '' ? undefined : e.target.value)} />
              </p>
            );
        }
      })}
    </fieldset>
  );
}
