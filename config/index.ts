import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { customRoutes } from './custom-routes'

// One source tree, two targets: h5 goes to dist/ (served by our server), weapp to dist-weapp/.
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
    alias: { '@': path.resolve(__dirname, '..', 'src'), '@lotus/contract': path.resolve(__dirname, '..', 'contract') },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    // Taro's default terser options quote object keys, which breaks the private class fields (#x)
    // inside mqtt.js's dependencies in the h5 spell chunk; plain output keeps them valid.
    terser: { enable: true, config: { output: { quote_keys: false } } },
    mini: {
      // Code only a subpackage uses stays in that subpackage (mqtt.js must never reach the main package).
      optimizeMainPackage: { enable: true },
      postcss: { pxtransform: { enable: true, config: {} }, cssModules: { enable: false } }
    },
    h5: {
      // LOTUS_SOURCEMAP=1 for bundle analysis (docs/performance.md)
      enableSourceMap: process.env.LOTUS_SOURCEMAP === '1',
      sourceMapType: 'source-map',
      publicPath: '/',
      // contract/ sits outside src/: its TypeScript must go through the same loader
      compile: { include: [path.resolve(__dirname, '..', 'contract')] },
      staticDirectory: 'static',
      router: { mode: 'browser', customRoutes: customRoutes() },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
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
