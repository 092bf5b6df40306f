/**
 * A finite-state machine as data (after Vendure's `common/finite-state-machine`, with named events):
 * the table is the whole machine, a missing entry is a forbidden transition. Pure: server and app
 * both run it, the server to move a row, the app to know what to offer.
 */

/**
 * Refusal text for a forbidden (state, event): per event, either one text or texts per state with
 * `'*'` for the rest. `{state}` is replaced by the state's text and `{event}` by the event's text.
 */
export type RefusalTable<S extends string, E extends string> = {
  readonly [K in E]?: string | { readonly [T in S | '*']?: string }
}

export interface MachineDef<S extends string, E extends string> {
  /** What the machine moves, for messages and logs ('order', 'spell'). */
  readonly name: string
  readonly states: readonly S[]
  readonly events: readonly E[]
  readonly transitions: { readonly [K in S]: { readonly [T in E]?: S } }
  /** How each state is called in the app. */
  readonly text: { readonly [K in S]: string }
  /** How each event is called, for the fallback refusal. */
  readonly eventText: { readonly [K in E]: string }
  readonly refusals?: RefusalTable<S, E>
  /** The fallback refusal, e.g. '訂單{state}，無法{event}'. */
  readonly refusal: string
}

export type Machine<S extends string, E extends string> = MachineDef<S, E>

export interface Refusal<S extends string = string, E extends string = string> {
  machine: string
  state: S
  event: E
  /** Traditional Chinese, shown to the user as is. */
  message: string
}

export type TransitionResult<S extends string, E extends string> =
  { ok: true; to: S } | { ok: false; refusal: Refusal<S, E> }

/** Checks the table once (every target is a state) and returns it typed. */
export function defineMachine<const S extends string, const E extends string>(
  def: MachineDef<S, E>
): Machine<S, E> {
  for (const from of def.states) {
    for (const [event, to] of Object.entries(def.transitions[from]) as [string, S | undefined][]) {
      if (!(def.events as readonly string[]).includes(event)) {
        throw new Error(`${def.name}: unknown event ${event} in state ${from}`)
      }
      if (to !== undefined && !def.states.includes(to)) {
        throw new Error(`${def.name}: ${from} --${event}--> unknown state ${to}`)
      }
    }
  }
  return def
}

export const isState = <S extends string, E extends string>(m: Machine<S, E>, s: unknown): s is S =>
  (m.states as readonly unknown[]).includes(s)

export const isEvent = <S extends string, E extends string>(m: Machine<S, E>, e: unknown): e is E =>
  (m.events as readonly unknown[]).includes(e)

export function can<S extends string, E extends string>(m: Machine<S, E>, state: S, event: E): boolean {
  return m.transitions[state][event] !== undefined
}

/** The events accepted in `state`, in the machine's event order. */
export function allowedEvents<S extends string, E extends string>(m: Machine<S, E>, state: S): E[] {
  return m.events.filter((e) => can(m, state, e))
}

/** Why `event` is refused in `state`, in the words the app shows. */
export function refusalText<S extends string, E extends string>(
  m: Machine<S, E>,
  state: S,
  event: E
): string {
  const entry = m.refusals?.[event]
  const template = typeof entry === 'string' ? entry : (entry?.[state] ?? entry?.['*'] ?? m.refusal)
  return template.replaceAll('{state}', m.text[state]).replaceAll('{event}', m.eventText[event])
}

/** The state after `event`, or a typed refusal carrying its message. */
export function transition<S extends string, E extends string>(
  m: Machine<S, E>,
  state: S,
  event: E
): TransitionResult<S, E> {
  const to = m.transitions[state][event]
  if (to !== undefined) return { ok: true, to }
  return { ok: false, refusal: { machine: m.name, state, event, message: refusalText(m, state, event) } }
}
