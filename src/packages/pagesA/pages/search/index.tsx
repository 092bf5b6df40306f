import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { MerchantList, useListPageEvents, useMerchantList } from '@/components/merchant-list'
import { NavBar } from '@/components/nav-bar'
import { useSearchHistory } from '@/hooks/use-search-history'
import { useConfig } from '@/stores/config'
import { hotWords } from './hot-words'
import { useWords } from '../../words'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

export const SEARCH_HISTORY_KEY = 'lotus.searchHistory'

/** Global search: history and hot words until a search is made, then matching merchants. */
export default function Search() {
  const t = useWords()
  const params = usePageParams() as { keyword?: string }
  const [text, setText] = useState(params.keyword ?? '')
  const [keyword, setKeyword] = useState(params.keyword?.trim() ?? '')
  const { history, add, clear } = useSearchHistory(SEARCH_HISTORY_KEY)
  const globalCfg = useConfig((s) => s.config.GLOBAL_CFG)
  const loadConfig = useConfig((s) => s.load)
  useEffect(() => void loadConfig(), [loadConfig])
  const hot = hotWords(globalCfg)
  const placeholder =
    typeof globalCfg?.searchPlaceholder === 'string'
      ? globalCfg.searchPlaceholder
      : t('searchPage.placeholder')

  const list = useMerchantList({ pos: 'SEARCH', keyword, enabled: keyword !== '' })
  useListPageEvents(list)

  const search = (w: string) => {
    const word = w.trim()
    setText(word)
    setKeyword(word)
    if (word) add(word)
  }

  return (
    <View className="search">
      <NavBar title={t('search')} />
      <View className="search__bar">
        <Input
          className="search__input"
          value={text}
          focus={!params.keyword}
          placeholder={placeholder}
          confirmType="search"
          onInput={(e) => {
            setText(String(e.detail?.value ?? ''))
            if (!e.detail?.value) setKeyword('')
          }}
          onConfirm={(e) => search(String(e.detail?.value ?? text))}
        />
        <Text className="search__go" onClick={() => search(text)}>
          {t('search')}
        </Text>
      </View>
      {keyword ? (
        <MerchantList list={list} pos="SEARCH" emptyText={t('searchPage.none')} />
      ) : (
        <View className="search__panel">
          {history.length > 0 && (
            <View className="search__section">
              <View className="search__head">
                <Text className="search__title">{t('searchPage.history')}</Text>
                <Text className="search__clear" onClick={clear}>
                  {t('searchPage.clear')}
                </Text>
              </View>
              <View className="search__chips" role="group" aria-label={t('searchPage.history')}>
                {history.map((w) => (
                  <Text key={w} className="search__chip" onClick={() => search(w)}>
                    {w}
                  </Text>
                ))}
              </View>
            </View>
          )}
          {hot.length > 0 && (
            <View className="search__section">
              <View className="search__head">
                <Text className="search__title">{t('searchPage.hot')}</Text>
              </View>
              <View className="search__chips" role="group" aria-label={t('searchPage.hot')}>
                {hot.map((w, i) => (
                  <Text
                    key={w}
                    className={`search__chip ${i < 3 ? 'search__chip--hot' : ''}`}
                    onClick={() => search(w)}
                  >
                    {w}
                  </Text>
                ))}
              </View>
            </View>
          )}
        </View>
      )}
    </View>
  )
}
