import type { AdKey } from '@lotus/contract/ads'
import type { ConfigKey } from '@lotus/contract/config'
import { createAd, enableAd, listAds, updateAd, uploadAdImage } from './ads.js'
import { configGroup, configHistory, rollbackConfig, saveConfig } from './config.js'
import { createMarketNews, listMarketNews, publishMarketNews, updateMarketNews } from './market-news.js'
import { createNews, listNews, publishNews, updateNews } from './news.js'
import { listWords, saveWord } from './words.js'
import type { ContentCaller, ContentDeps } from './shared.js'

export type { ContentCaller }

type Args<F> = F extends (d: ContentDeps, c: ContentCaller, input: infer I) => unknown ? I : never

/**
 * Content operators' console (issue 38 point 3), one file per kind: banners and the home popup (schedule,
 * targeting, picture), news articles (drafts, publish), the remote config groups (versions, rollback), the
 * platform's words in English and Portuguese. Every
 * change is audited in its own transaction; `onChange` hears each change customers would see (the page cache).
 */
export function createContentService(deps: Omit<ContentDeps, 'changed'>) {
  const listeners = new Set<() => void>()
  const d: ContentDeps = { ...deps, changed: () => listeners.forEach((l) => l()) }
  return {
    onChange: (l: () => void) => void listeners.add(l),
    ads: (key?: AdKey) => listAds(d, key),
    createAd: (c: ContentCaller, i: Args<typeof createAd>) => createAd(d, c, i),
    updateAd: (c: ContentCaller, i: Args<typeof updateAd>) => updateAd(d, c, i),
    enableAd: (c: ContentCaller, i: Args<typeof enableAd>) => enableAd(d, c, i),
    uploadAdImage: (c: ContentCaller, i: Args<typeof uploadAdImage>) => uploadAdImage(d, c, i),
    news: (q: { page: number; pageSize: number }) => listNews(d, q),
    createNews: (c: ContentCaller, i: Args<typeof createNews>) => createNews(d, c, i),
    updateNews: (c: ContentCaller, i: Args<typeof updateNews>) => updateNews(d, c, i),
    publishNews: (c: ContentCaller, i: Args<typeof publishNews>) => publishNews(d, c, i),
    marketNews: (q: { page: number; pageSize: number }) => listMarketNews(d, q),
    createMarketNews: (c: ContentCaller, i: Args<typeof createMarketNews>) => createMarketNews(d, c, i),
    updateMarketNews: (c: ContentCaller, i: Args<typeof updateMarketNews>) => updateMarketNews(d, c, i),
    publishMarketNews: (c: ContentCaller, i: Args<typeof publishMarketNews>) => publishMarketNews(d, c, i),
    config: (key: ConfigKey) => configGroup(d, key),
    configHistory: (q: { key: ConfigKey; page: number; pageSize: number }) => configHistory(d, q),
    saveConfig: (c: ContentCaller, i: Args<typeof saveConfig>) => saveConfig(d, c, i),
    rollbackConfig: (c: ContentCaller, i: Args<typeof rollbackConfig>) => rollbackConfig(d, c, i),
    words: (q: { keyword?: string | undefined; page: number; pageSize: number }) => listWords(d, q),
    saveWord: (c: ContentCaller, i: Args<typeof saveWord>) => saveWord(d, c, i)
  }
}

export type ContentService = ReturnType<typeof createContentService>
