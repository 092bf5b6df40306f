import { Input, Text, View } from '@tarojs/components'
import './index.scss'
import { useWords } from '../../words'

export interface SearchInputProps {
  text: string
  placeholder: string
  autoFocus?: boolean
  onText: (t: string) => void
  onSearch: (t: string) => void
}

/** The input row with 搜尋. Clearing the text goes back to the suggestions. */
export function SearchInput({ text, placeholder, autoFocus, onText, onSearch }: SearchInputProps) {
  const w = useWords()
  return (
    <View className="ta-search__bar">
      <Input
        className="ta-search__input"
        aria-label={w('search.keyword')}
        value={text}
        focus={autoFocus}
        placeholder={placeholder}
        confirmType="search"
        onInput={(e) => onText(String(e.detail?.value ?? ''))}
        onConfirm={(e) => onSearch(String(e.detail?.value ?? text))}
      />
      <Text className="ta-search__go" onClick={() => onSearch(text)}>
        {w('search')}
      </Text>
    </View>
  )
}

export interface SearchPanelProps {
  history: string[]
  hot: string[]
  onPick: (w: string) => void
  onClear: () => void
}

/** 歷史搜尋 (with 清除) and 熱門搜尋 chips. */
export function SearchPanel({ history, hot, onPick, onClear }: SearchPanelProps) {
  const w = useWords()
  if (history.length === 0 && hot.length === 0) return null
  return (
    <View className="ta-search__panel">
      {history.length > 0 && (
        <View className="ta-search__section">
          <View className="ta-search__head">
            <Text className="ta-search__title">{w('search.history')}</Text>
            <Text className="ta-search__clear" onClick={onClear}>
              {w('search.clear')}
            </Text>
          </View>
          <View className="ta-search__chips" role="group" aria-label={w('search.history')}>
            {history.map((h) => (
              <Text key={h} className="ta-search__chip" onClick={() => onPick(h)}>
                {h}
              </Text>
            ))}
          </View>
        </View>
      )}
      {hot.length > 0 && (
        <View className="ta-search__section">
          <View className="ta-search__head">
            <Text className="ta-search__title">{w('search.hot')}</Text>
          </View>
          <View className="ta-search__chips" role="group" aria-label={w('search.hot')}>
            {hot.map((h, i) => (
              <Text
                key={h}
                className={`ta-search__chip ${i < 3 ? 'ta-search__chip--hot' : ''}`}
                onClick={() => onPick(h)}
              >
                {h}
              </Text>
            ))}
          </View>
        </View>
      )}
    </View>
  )
}
