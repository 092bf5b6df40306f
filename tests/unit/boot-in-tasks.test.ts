import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { bootInTasks } = require('../../config/boot-in-tasks.cjs') as { bootInTasks: (code: string) => string }
const taroH5Loader = (require('@tarojs/taro-loader/lib/h5') as { default: (this: unknown) => string }).default

const root = path.resolve(__dirname, '../..')

/** Taro's own h5 entry for an app with a tab bar, as its loader writes it in our build (React 18, browser router). */
function taroEntry(): string {
  const src = path.join(root, 'src')
  return taroH5Loader.call({
    mode: 'production',
    resourcePath: path.join(src, 'app.config.ts'),
    context: src,
    rootContext: root,
    utils: { contextify: (from: string, to: string) => `./${path.relative(from, to)}` },
    getOptions: () => ({
      entryFileName: 'app',
      filename: 'app',
      runtimePath: ['@tarojs/plugin-platform-h5/dist/runtime'],
      sourceDir: src,
      config: {
        router: { mode: 'browser' },
        pages: [],
        tabBar: { list: [{ pagePath: 'pages/index/index', text: '首頁' }] }
      },
      framework: 'react',
      // what @tarojs/plugin-framework-react hands the loader for React 18 on the web
      loaderMeta: {
        importFrameworkStatement:
          "\nimport * as React from 'react'\nimport ReactDOM from 'react-dom/client'\n",
        frameworkArgs: 'React, ReactDOM, config',
        creator: 'createReactApp',
        creatorLocation: '@tarojs/plugin-framework-react/dist/runtime',
        importFrameworkName: 'React',
        extraImportForWeb: "import { findDOMNode, render, unstable_batchedUpdates } from 'react-dom'\n",
        execBeforeCreateWebApp: 'Object.assign(ReactDOM, { findDOMNode, render, unstable_batchedUpdates })\n'
      },
      pages: [],
      pxTransformConfig: { designWidth: 375, deviceRatio: {}, unitPrecision: 5, targetUnit: 'rem' }
    })
  })
}

interface Step {
  what: string
  task: number
}

/**
 * Runs an entry's code with its modules replaced by recorders: each module evaluation and each start-up call is
 * noted with the browser task it ran in (a task ends when a MessageChannel message is delivered).
 */
async function run(code: string): Promise<Step[]> {
  const steps: Step[] = []
  let task = 0
  const note = (what: string) => steps.push({ what, task })
  const fakeModule = (source: string) => {
    note(`module ${source}`)
    const fn =
      (name: string) =>
      (...args: unknown[]) => {
        note(name)
        return { name, args }
      }
    return {
      default: source.includes('react-dom') ? {} : { app: true },
      startTransition: (update: () => void) => {
        note('transition')
        update()
        note('transition end')
      },
      initPxTransform: fn('initPxTransform'),
      // the router mounts the first page through the app, as Taro's does
      createRouter: (_history: unknown, app: { mount: (page: string) => void }) => {
        note('createRouter')
        app.mount('page')
      },
      createBrowserHistory: fn('createBrowserHistory'),
      handleAppMountWithTabbar: fn('handleAppMountWithTabbar'),
      createReactApp: () => {
        note('createReactApp')
        return { mount: (page: string) => note(`mount ${page}`) }
      },
      window: {},
      findDOMNode: () => null,
      render: () => null,
      unstable_batchedUpdates: () => null
    }
  }
  class FakeChannel {
    port1 = { onmessage: null as null | (() => void), close: () => undefined }
    port2 = {
      postMessage: () =>
        setImmediate(() => {
          task++
          this.port1.onmessage?.()
        })
    }
  }
  // the ES module's imports as calls of the recorders (static ones run first, as a module's imports do)
  const hoisted: string[] = []
  const body = code
    .split('\n')
    .map((line) => {
      const stat = /^import\s+(?:(.+?)\s+from\s+)?['"]([^'"]+)['"]\s*$/.exec(line)
      if (stat) {
        const clause = stat[1]
        const call = `__module(${JSON.stringify(stat[2])})`
        if (!clause) hoisted.push(`${call};`)
        else if (clause.startsWith('* as ')) hoisted.push(`const ${clause.slice(5)} = ${call};`)
        else if (clause.startsWith('{')) hoisted.push(`const ${clause.replace(/ as /g, ': ')} = ${call};`)
        else hoisted.push(`const { default: ${clause} } = ${call};`)
        return ''
      }
      return line.replace(
        /await import\(\/\* webpackMode: "eager" \*\/ (['"][^'"]+['"])\)/g,
        'await __module($1)'
      )
    })
    .join('\n')
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (...a: unknown[]) => Promise<void>
  await new AsyncFunction('__module', 'MessageChannel', `${hoisted.join('\n')}\n${body}`)(
    fakeModule,
    FakeChannel
  )
  return steps
}

describe('the h5 app starts in several tasks (config/boot-in-tasks.cjs)', () => {
  it("Taro's entry, as it is, does everything in one task", async () => {
    const steps = await run(taroEntry())
    expect(new Set(steps.map((s) => s.task))).toEqual(new Set([0]))
  })

  it('evaluates the same modules and starts the app the same way, over several tasks', async () => {
    const before = await run(taroEntry())
    const after = await run(bootInTasks(taroEntry()))
    const modules = (steps: Step[]) => steps.filter((s) => s.what.startsWith('module ')).map((s) => s.what)
    const calls = (steps: Step[]) => steps.filter((s) => !s.what.startsWith('module ')).map((s) => s.what)
    expect(modules(after).sort()).toEqual(modules(before).sort())
    const transition = (what: string) => what.startsWith('transition')
    expect(calls(after).filter((c) => !transition(c))).toEqual(calls(before))
    // a page is mounted as a transition (rendered in slices), and only then
    expect(calls(before).filter(transition)).toEqual([])
    const mounted = calls(after).indexOf('mount page')
    expect(calls(after).slice(mounted - 1, mounted + 2)).toEqual([
      'transition',
      'mount page',
      'transition end'
    ])
    // each module before anything of the app starts; React before the app's own modules, which import it
    const firstCall = after.findIndex((s) => !s.what.startsWith('module '))
    expect(modules(after.slice(firstCall))).toEqual([])
    const order = ['module react', 'module react-dom/client', 'module ./app']
    expect(modules(after).filter((m) => order.includes(m))).toEqual(order)
    const taskOf = (what: string) => after.find((s) => s.what === what)!.task
    // Taro's runtime and its own modules first, together; then React, React DOM and the app's module graph, each
    // in a task of its own; then the app's creation, the tab bar and the router, each in a later task again
    expect(taskOf('module @tarojs/plugin-platform-h5/dist/runtime')).toBe(0)
    expect(taskOf('module @tarojs/router')).toBe(0)
    const own = ['module react', 'module react-dom/client', 'module react-dom', 'module ./app'].map(taskOf)
    expect(new Set(own).size).toBe(own.length)
    expect(Math.min(...own)).toBeGreaterThan(0)
    const start = ['createReactApp', 'handleAppMountWithTabbar', 'createRouter'].map(taskOf)
    expect(start[0]).toBeGreaterThan(Math.max(...own))
    expect(start[1]).toBeGreaterThan(start[0]!)
    expect(start[2]).toBeGreaterThan(start[1]!)
  })

  it('fails the build when a Taro upgrade changes the entry it rewrites', () => {
    expect(() => bootInTasks(taroEntry().replace(/^var inst = /m, 'const inst = '))).toThrow(/not shaped/)
    expect(() => bootInTasks(`${taroEntry()}\nimport D, * as NS from 'y'`)).toThrow(/cannot rewrite/)
  })
})
