import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { BootInTasksPlugin } from './boot-in-tasks'
import { customRoutes } from './custom-routes'
import { RouteChunksPlugin } from './route-chunks'
import { SsrBundlePlugin } from './ssr-bundle'

// One source tree, two targets: h5 goes to dist/ (served by our server), weapp to dist-weapp/.
// The contract (wire types and pure rules shared with the server) lives outside src/ and is compiled too.
const contractDir = path.resolve(__dirname, '..', 'contract')

export default defineConfig<'webpack5'>(async (merge, { mode }) => {
  const isH5 = process.env.TARO_ENV === 'h5'
  const base: UserConfigExport<'webpack5'> = {
    projectName: 'lotus',
    date: '2026-11-22',
    designWidth: 375,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // LOTUS_OUT lets parallel builds (tests, benches) write elsewhere.
    outputRoot: process.env.LOTUS_OUT ?? (isH5 ? 'dist' : `dist-${process.env.TARO_ENV}`),
    plugins: [],
    defineConstants: {},
    alias: { '@': path.resolve(__dirname, '..', 'src'), '@lotus/contract': contractDir },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    // Taro's default terser options quote object keys, which breaks the private class fields (#x)
    // inside mqtt.js's dependencies in the h5 spell chunk; plain output keeps them valid.
    // LOTUS_NO_MINIFY=1: a build only for browser checks (e2e, screens); minifying takes most of a build's minutes
    terser: { enable: process.env.LOTUS_NO_MINIFY !== '1', config: { output: { quote_keys: false } } },
    csso: { enable: process.env.LOTUS_NO_MINIFY !== '1' },
    mini: {
      compile: { include: [contractDir] },
      // Code only a subpackage uses stays in that subpackage (mqtt.js must never reach the main package).
      optimizeMainPackage: { enable: true },
      postcss: { pxtransform: { enable: true, config: {} }, cssModules: { enable: false } }
    },
    h5: {
      compile: { include: [contractDir] },
      // LOTUS_SOURCEMAP=1 for bundle analysis (docs/performance.md)
      enableSourceMap: process.env.LOTUS_SOURCEMAP === '1',
      sourceMapType: 'source-map',
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'browser', customRoutes: customRoutes() },
      // The phones we serve (WeChat's and system WebViews, current Safari and Chrome) have fetch and
      // AbortController; Taro's request imports polyfills for both, ~5 KB gzip of the 170 KB first-load budget.
      webpackChain(chain) {
        // webpack 5 reads an alias to `false` as an empty module (webpack-chain's types only admit strings)
        const alias = chain.resolve.alias as unknown as { set: (k: string, v: false) => unknown }
        alias.set('whatwg-fetch$', false)
        alias.set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', false)
        // and jsonp-retry for its `jsonp` option, which services/request.ts never sets (src/utils/no-jsonp.ts)
        chain.resolve.alias.set('jsonp-retry$', path.resolve(__dirname, '..', 'src/utils/no-jsonp.ts'))
        // each page URL's chunk files, for the server's preload links (config/route-chunks.ts)
        const routes = customRoutes()
        chain
          .plugin('route-chunks')
          .use(RouteChunksPlugin, [(taroPath: string) => [routes[taroPath] ?? taroPath].flat()])
        // the first screens' renderer for the server (src/ssr/first-screens.tsx), from the same sources as the pages
        chain.plugin('ssr-bundle').use(SsrBundlePlugin)
        // the app's start in several short tasks, not one long one (config/boot-in-tasks.cjs)
        chain.plugin('boot-in-tasks').use(BootInTasksPlugin)
        // which awaits at the entry's top level: every browser we serve has async functions (browserslist)
        chain.output.merge({ environment: { asyncFunction: true } })
        // View, Text and Image as React components, the rest as Taro's web components (src/components/taro-h5)
        chain.resolve.alias.set(
          '@tarojs/components$',
          path.resolve(__dirname, '..', 'src/components/taro-h5/index.ts')
        )
      },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
        // spec §8 / §9: a page chunk that has not arrived after 120 s fails with 'Loading chunk failed'
        // (src/utils/page-load.ts shows it with a retry)
        chunkLoadTimeout: 120_000
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css'
      },
      postcss: { autoprefixer: { enable: true, config: {} }, cssModules: { enable: false } },
      devServer: {
        port: 10086,
        proxy: [{ context: ['/api', '/mqtt'], target: 'http://127.0.0.1:8080', ws: true }]
      }
    }
  }
  if (mode === 'development' || process.env.NODE_ENV === 'development') return merge({}, base, {})
  return merge({}, base, {})
})
