// h5 (issue 13): the app's start, split over several browser tasks instead of one. Taro's generated entry
// (@tarojs/taro-loader/lib/h5) evaluates every module, creates the app, mounts the tab bar and the router in
// one task (~70 ms on a 2-core machine, four times that on Lighthouse's phone): a task that long is what Total
// Blocking Time counts and what a tap during start-up waits behind. This loader runs on that generated code:
// after Taro's own modules, React, React DOM, the app's module graph and each other import are evaluated in a
// task of their own (an eager `import()`: the same chunk, no request), and so are the app's creation, the tab
// bar and the router. The yield is a MessageChannel message, which, unlike a timer, a background tab does not
// slow to once a second.
'use strict'

const NEXT_TASK =
  'const __lotusNextTask = () => new Promise((resolve) => { const c = new MessageChannel(); ' +
  'c.port1.onmessage = () => { c.port1.close(); resolve() }; c.port2.postMessage(0) })'
const YIELD = 'await __lotusNextTask()'
// A page's first render is React's largest piece of work (its whole tree, ~60 ms on home). Taro mounts a page with
// a plain update, which React renders in one go; as a transition React renders it in slices of a few ms and lets
// the browser in between (a tap, a frame). The page appears when the render is done, as before.
const MOUNT_IN_TRANSITION =
  'const __lotusMount = inst.mount\n' +
  'inst.mount = function (...args) { React.startTransition(() => __lotusMount.apply(this, args)) }'
// Taro's own ES modules stay static: an `import()`'s namespace is kept whole, which would bring back all of
// @tarojs/taro's API that tree shaking leaves out (+150 KB; the router alone, +1.7 KB gzip for ~10 ms)
const STATIC = /^['"]@tarojs\/(?!.*\.css['"]$)/
const IMPORT = /^import\s+(?:(.+?)\s+from\s+)?(['"][^'"]+['"])\s*;?\s*$/

/** `a, b as c` → `a, b: c` */
const named = (list) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.replace(/^(\S+)\s+as\s+(\S+)$/, '$1: $2'))
    .join(', ')

/** One static import as the same bindings from an eager dynamic import. */
function dynamicImport(clause, source) {
  const load = `await import(/* webpackMode: "eager" */ ${source})`
  if (!clause) return `${load}`
  const ns = /^\*\s+as\s+(\S+)$/.exec(clause)
  if (ns) return `const ${ns[1]} = ${load}`
  const m = /^([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?$/.exec(clause)
  if (!m || (!m[1] && m[2] === undefined))
    throw new Error(`boot-in-tasks: cannot rewrite \`import ${clause}\``)
  const parts = [m[1] ? `default: ${m[1]}` : '', m[2] ? named(m[2]) : ''].filter(Boolean).join(', ')
  return `const { ${parts} } = ${load}`
}

/**
 * Rewrites Taro's h5 entry. Throws when the code is not shaped as expected, so a Taro upgrade that changes the
 * template fails the build instead of silently starting in one task again.
 * @param {string} code
 * @returns {string}
 */
function bootInTasks(code) {
  const lines = code.split('\n')
  // Taro's runtime and the framework's reconciler are imported first, for their side effects, before anything
  // else may run: they stay static. The template's first import with bindings is `@tarojs/taro`'s.
  const first = lines.findIndex((l) => /^import\s+\{\s*initPxTransform\s*\}\s+from\s+'@tarojs\/taro'/.test(l))
  const steps = [/^var inst = createReactApp\(.*\bReact\b/, /^handleAppMount\w*\(/, /^create\w*Router\(/]
  const at = steps.map((re) => lines.findIndex((l) => re.test(l)))
  if (first < 0 || at.some((i) => i < first))
    throw new Error("boot-in-tasks: Taro's h5 entry is not shaped as expected (see config/boot-in-tasks.cjs)")
  const out = lines.slice(0, first)
  out.push(NEXT_TASK)
  const deferred = []
  const body = []
  lines.slice(first).forEach((line, k) => {
    const imp = IMPORT.exec(line)
    if (imp && STATIC.test(imp[2])) out.push(line)
    else if (imp) deferred.push(imp)
    else if (/^import\s/.test(line)) throw new Error(`boot-in-tasks: cannot rewrite \`${line}\``)
    else body.push([first + k, line])
  })
  // React first: the app's modules import it, so it would otherwise be evaluated in their task
  const rank = (imp) => (/^['"]react(-dom)?[/'"]/.test(imp[2]) ? 0 : 1)
  for (const imp of deferred.sort((a, b) => rank(a) - rank(b)))
    out.push(YIELD, dynamicImport(imp[1]?.trim(), imp[2]))
  for (const [i, line] of body) {
    if (at.includes(i)) out.push(YIELD)
    out.push(line)
    if (i === at[0]) out.push(MOUNT_IN_TRANSITION)
  }
  return out.join('\n')
}

function loader(source) {
  return bootInTasks(String(source))
}

module.exports = loader
module.exports.bootInTasks = bootInTasks
