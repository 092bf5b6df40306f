import path from 'node:path'
import { readConfig } from '@tarojs/helper'

/**
 * h5 keeps the product's public URLs, derived from src/app.config.ts: main pages keep their paths
 * (and the home page also answers at `/`); a subpackage page `packages/<root>/pages/<name>/index`
 * is served at `/<root>/<name>/<name>`, except the few the product groups in one folder. The Taro path
 * opens the same page too (a link written with it, or pasted from a mini-program share): the public URL comes
 * first, so navigation keeps showing it.
 */
const PUBLIC_OVERRIDES: Record<string, string> = {
  '/packages/pagesA/pages/pay/index': '/pagesA/pay/pay',
  '/packages/pagesA/pages/web-pay/index': '/pagesA/pay/web-pay',
  '/packages/pagesA/pages/map/index': '/pagesA/map/map',
  '/packages/pagesA/pages/add-map/index': '/pagesA/map/add-map',
  '/packages/pagesA/pages/guide/index': '/pagesA/map/guide'
}

interface AppConfig {
  pages: string[]
  subPackages?: { root: string; pages: string[] }[]
}

export function publicPath(taroPath: string): string {
  if (PUBLIC_OVERRIDES[taroPath]) return PUBLIC_OVERRIDES[taroPath]
  const m = /^\/packages\/([^/]+)\/pages\/([^/]+)\/index$/.exec(taroPath)
  return m ? `/${m[1]}/${m[2]}/${m[2]}` : taroPath
}

export function customRoutes(): Record<string, string | string[]> {
  const app = readConfig(path.resolve(__dirname, '../src/app.config.ts')) as AppConfig
  const routes: Record<string, string | string[]> = { [`/${app.pages[0]}`]: ['/', `/${app.pages[0]}`] }
  for (const sub of app.subPackages ?? []) {
    for (const page of sub.pages) {
      const taroPath = `/${sub.root}/${page}`
      const shown = publicPath(taroPath)
      routes[taroPath] = shown === taroPath ? shown : [shown, taroPath]
    }
  }
  return routes
}
