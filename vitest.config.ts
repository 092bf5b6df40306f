import path from 'node:path'
import { defineConfig } from 'vitest/config'

/**
 * App unit and component tests. Taro components render through their React wrappers
 * (taroify's recipe); @tarojs/taro is a small in-memory fake (tests/setup/taro-fake.ts) whose
 * request can be wired to the real server in-process.
 */
export default defineConfig({
  resolve: {
    // platform files: `import './x'` takes x.h5.ts(x) when there is one, as Taro's h5 build does
    extensions: ['.h5.ts', '.h5.tsx', '.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'],
    alias: [
      { find: '@/', replacement: `${path.resolve(__dirname, 'src')}/` },
      { find: '@lotus/contract/', replacement: `${path.resolve(__dirname, 'contract')}/` },
      { find: /^@tarojs\/taro$/, replacement: path.resolve(__dirname, 'tests/setup/taro-fake.ts') },
      { find: /^@tarojs\/components$/, replacement: '@tarojs/components/lib/react' },
      // the package's main is a UMD bundle; the app build uses its ES modules, so tests do too
      { find: /^@nutui\/nutui-react-taro$/, replacement: '@nutui/nutui-react-taro/dist/es/packages/nutui.react.build.js' }
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
    include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup/vitest-setup.ts'],
    restoreMocks: true,
    css: false,
    server: { deps: { inline: [/@nutui/, /@tarojs\/components/] } }
  }
})
