import { Input, Text, View } from '@tarojs/components'
import './index.scss'

export interface SearchInputProps {
  text: string
  placeholder: string
  autoFocus?: boolean
  onText: (t: string) => void
  onSearch: (t: string) => void
}

/** The input row with 搜尋. Clearing the text goes back to the suggestions. */
export function SearchInput({ text, placeholder, autoFocus, onText, onSearch }: SearchInputProps) {
  return (
    <View className="ta-search__bar">
      <Input
        className="ta-search__input"
        aria-label="搜尋關鍵字"
        value={text}
        focus={autoFocus}
        placeholder={placeholder}
        confirmType="search"
        onInput={(e) => onText(String(e.detail?.value ?? ''))}
        onConfirm={(e) => onSearch(String(e.detail?.value ?? text))}
      />
      <Text className="ta-search__go" onClick={() => onSearch(text)}>
        搜尋
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
  if (history.length === 0 && hot.length === 0) return null
  return (
    <View className="ta-search__panel">
      {history.length > 0 && (
        <View className="ta-search__section">
          <View className="ta-search__head">
            <Text className="ta-search__title">歷史搜尋</Text>
            <Text className="ta-search__clear" onClick={onClear}>
              清除
            </Text>
          </View>
          <View className="ta-search__chips" role="group" aria-label="歷史搜尋">
            {history.map((w) => (
              <Text key={w} className="ta-search__chip" onClick={() => onPick(w)}>
                {w}
              </Text>
            ))}
          </View>
        </View>
      )}
      {hot.length > 0 && (
        <View className="ta-search__section">
          <View className="ta-search__head">
            <Text className="ta-search__title">熱門搜尋</Text>
          </View>
          <View className="ta-search__chips" role="group" aria-label="熱門搜尋">
            {hot.map((w, i) => (
              <Text
                key={w}
                className={`ta-search__chip ${i < 3 ? 'ta-search__chip--hot' : ''}`}
                onClick={() => onPick(w)}
              >
                {w}
              </Text>
            ))}
          </View>
        </View>
      )}
    </View>
  )
}
