import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * App unit and component tests. Taro components render through their React wrappers
 * (taroify's recipe); @tarojs/taro is a small in-memory fake (tests/setup/taro-fake.ts) whose
 * request can be wired to the real server in-process.
 *
 * Two projects: pure tests (`*.test.ts`) run in node, rendering tests (`*.test.tsx`) in jsdom with
 * Testing Library's cleanup. A `.test.ts` that renders (renderHook, act) needs the `.tsx` suffix.
 *
 * Speed (issue 7 point 9; numbers in docs/performance.md): a worker is kept from file to file
 * (`isolate: false`) instead of a new process, a new jsdom and a new React, Testing Library and Taro
 * components per file. tests/setup/fresh-modules.ts (the first setup file) still gives each file freshly
 * evaluated app modules (stores, the keyed cache, the modules a file mocks), and puts stubbed globals and
 * fake timers back after it. Rendering files share one jsdom per worker (`singleThread` / `singleFork`:
 * the window that Taro's custom elements and Testing Library's `screen` were bound to stays the same).
 * The threads pool and the forks pool run side by side, so the machine's two cores are two lanes:
 *   - lane 1, one thread (`dom`): the pages of DOM_LANE_1 (takeaway, spell, pagesA, pagesUser, group);
 *   - lane 2, forks: the pure files (two forks), then one fork (`dom-core`) for every other rendering file
 *     (supermarket and general, components, hooks, queries, pages, tests/unit).
 * The split keeps the lanes about even (docs/performance.md, "Test suites"); a lane is one worker, so
 * rebalancing is moving a package between the two lists.
 */
const DOM_LANE_1 = ['takeaway', 'spell', 'pagesA', 'pagesUser', 'group'].map(
  (p) => `src/packages/${p}/**/*.test.tsx`
)

export default defineConfig({
  resolve: {
    // platform files: `import './x'` takes x.h5.ts(x) when there is one, as Taro's h5 build does
    extensions: ['.h5.ts', '.h5.tsx', '.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'],
    alias: [
      { find: '@/', replacement: `${path.resolve(__dirname, 'src')}/` },
      { find: '@lotus/contract/', replacement: `${path.resolve(__dirname, 'contract')}/` },
      { find: /^@tarojs\/taro$/, replacement: path.resolve(__dirname, 'tests/setup/taro-fake.ts') },
      // as the h5 build: View, Text and Image as React components, the rest as Taro's web components
      {
        find: /^@tarojs\/components$/,
        replacement: path.resolve(__dirname, 'src/components/taro-h5/index.ts')
      },
      // the package's main is a UMD bundle; the app build uses its ES modules, so tests do too
      {
        find: /^@nutui\/nutui-react-taro$/,
        replacement: '@nutui/nutui-react-taro/dist/es/packages/nutui.react.build.js'
      }
    ]
  },
  define: {
    'process.env.TARO_ENV': JSON.stringify('h5'),
    // Taro's runtime expects the build-time switches its webpack plugin normally defines.
    ENABLE_INNER_HTML: 'true',
    ENABLE_ADJACENT_HTML: 'true',
    ENABLE_SIZE_APIS: 'false',
    ENABLE_TEMPLATE_CONTENT: 'true',
    ENABLE_CLONE_NODE: 'true',
    ENABLE_CONTAINS: 'true',
    ENABLE_MUTATION_OBSERVER: 'false',
    DEPRECATED_ADAPTER_COMPONENT: 'false'
  },
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    restoreMocks: true,
    css: false,
    // a ceiling, not a wait: tests finish when their condition holds; CI machines may be loaded
    testTimeout: 60_000,
    hookTimeout: 60_000,
    server: { deps: { inline: [/@nutui/, /@tarojs\/components/] } },
    // pure: forks, not threads: a worker thread cannot change its time zone (src/utils/time.test.ts sets TZ)
    pool: 'forks',
    maxWorkers: 2,
    minWorkers: 1,
    // The pools read `isolate` from here, not from the projects: without this the forks pool starts a new
    // process for every pure file (a third of the suite's time went to that), whatever `isolate: false`
    // the project says. The rendering lanes are one batch each (singleThread / singleFork) either way.
    poolOptions: { forks: { isolate: false }, threads: { isolate: false } },
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: [
            'src/**/*.test.ts',
            'contract/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'console/src/**/*.test.ts'
          ],
          exclude: [...configDefaults.exclude],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/setup/fresh-modules.ts', 'tests/setup/taro-reset.ts']
        }
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: DOM_LANE_1,
          environment: 'jsdom',
          pool: 'threads',
          isolate: false,
          poolOptions: { threads: { singleThread: true } },
          setupFiles: [
            'tests/setup/fresh-modules.ts',
            'tests/setup/taro-reset.ts',
            'tests/setup/vitest-setup.ts'
          ]
        }
      },
      {
        // the other rendering files: one jsdom in one fork, after the pure files, beside the thread above
        extends: true,
        test: {
          name: 'dom-core',
          include: ['src/**/*.test.tsx', 'contract/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...DOM_LANE_1],
          environment: 'jsdom',
          isolate: false,
          poolOptions: { forks: { singleFork: true } },
          setupFiles: [
            'tests/setup/fresh-modules.ts',
            'tests/setup/taro-reset.ts',
            'tests/setup/vitest-setup.ts'
          ]
        }
      }
    ]
  }
})
