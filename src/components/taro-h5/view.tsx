import { createElement, forwardRef, type ReactNode, type Ref } from 'react'

type Props = Record<string, unknown> & { className?: string; children?: ReactNode }

/** Taro props with no meaning on a web page (touch-move catching, hover classes: unused here). */
const TARO_ONLY = new Set([
  'catchMove',
  'hoverClass',
  'hoverStartTime',
  'hoverStayTime',
  'hoverStopPropagation',
  'animation'
])

/**
 * NutUI names ARIA as camelCase props (`ariaRole`, `ariaChecked`, `ariaHidden`…), which Taro's web components
 * wrote as attributes; React would drop the boolean ones and lower-case the rest. They become real ARIA here.
 */
function webProps(props: Props): Props {
  const out: Props = {}
  for (const [k, v] of Object.entries(props)) {
    if (TARO_ONLY.has(k)) continue
    if (k === 'ariaRole') out.role = v
    else if (k.length > 4 && k.startsWith('aria') && k[4]! >= 'A' && k[4]! <= 'Z')
      out[`aria-${k.slice(4).toLowerCase()}`] = typeof v === 'boolean' ? String(v) : v
    else out[k] = v
  }
  return out
}

/** h5 View: a plain `div` (Taro's React View keeps its class in state and applies a change one render late). */
export const View = forwardRef(function View(props: Props, ref: Ref<HTMLDivElement>) {
  return createElement('div', { ...webProps(props), ref })
})

/** h5 Text: a `span`; `selectable` / `userSelect` let the user select it (Taro's text is not selectable). */
export const Text = forwardRef(function Text(
  { className, selectable, userSelect, ...props }: Props,
  ref: Ref<HTMLSpanElement>
) {
  const cls = `taro-text${selectable || userSelect ? ' taro-text__selectable' : ''}${className ? ` ${className}` : ''}`
  return createElement('span', { ...webProps(props), className: cls, ref })
})
