import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { PhotoPicker } from '@/components/photo-picker'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { sendFeedback, useFeedbackList } from '@/queries/feedback'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go, replace, withQuery } from '@/services/nav'
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_PHOTOS_MAX,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  type FeedbackCategory
} from '@lotus/contract/feedback'
import { formatDate } from '@/utils/time'
import '@/styles/account.scss'
import './index.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { pagesUserWords } from '../../words'
import { categoryWord } from '../../components/feedback-category'

/** Send feedback (category, text, up to 4 photos) and find the earlier ones with their progress. */
export default function FeedbackPage() {
  const w = pagesUserWords.useWords()
  const [category, setCategory] = useState<FeedbackCategory | ''>('')
  const [content, setContent] = useState('')
  const [photos, setPhotos] = useState<string[]>([])
  const [tried, setTried] = useState(false)
  const send = useMutation(sendFeedback)
  const busy = send.busy
  const mine = useFeedbackList()

  const length = content.trim().length
  const problem =
    category === ''
      ? w('fb.chooseType')
      : length < FEEDBACK_TEXT_MIN
        ? w('fb.tooShort', { n: FEEDBACK_TEXT_MIN })
        : null

  const submit = async () => {
    setTried(true)
    if (problem || busy || category === '') return
    try {
      const r = await send.run({ category, content: content.trim(), images: photos })
      if (r !== SKIPPED) replace(withQuery(ACCOUNT_PAGES.uploadedSuccess, { kind: 'feedback', id: r.id }))
    } catch {
      // toasted by the request layer
    }
  }

  return (
    <View className="acct">
      <NavBar title={w('fb.title')} />
      <View className="acct__section">
        <Text className="acct__title">{w('fb.type')}</Text>
        <View className="acct__chips" role="radiogroup" aria-label={w('fb.type')}>
          {FEEDBACK_CATEGORIES.map((c) => (
            <View
              key={c}
              role="radio"
              aria-checked={c === category}
              className={`acct__chip fb__chip ${c === category ? 'acct__chip--on' : ''}`}
              onClick={() => setCategory(c)}
            >
              {categoryWord(c)}
            </View>
          ))}
        </View>
      </View>
      <View className="acct__section">
        <Text className="acct__title">{w('fb.describe')}</Text>
        <Textarea
          className="fb__text"
          aria-label={w('fb.describe')}
          placeholder={w('fb.describeHint')}
          maxlength={FEEDBACK_TEXT_MAX}
          value={content}
          onInput={(e) => setContent(String(e.detail.value ?? ''))}
        />
        <Text className="fb__count">
          {content.length}/{FEEDBACK_TEXT_MAX}
        </Text>
      </View>
      <View className="acct__section">
        <Text className="acct__title">{w('fb.photos', { n: FEEDBACK_PHOTOS_MAX })}</Text>
        <View className="fb__photos">
          <PhotoPicker value={photos} onChange={setPhotos} max={FEEDBACK_PHOTOS_MAX} />
        </View>
      </View>
      {tried && problem && (
        <View className="acct__error" role="alert">
          {problem}
        </View>
      )}
      <View
        role="button"
        aria-disabled={problem !== null || busy}
        className={`acct__btn ${problem || busy ? 'acct__btn--off' : ''}`}
        onClick={() => void submit()}
      >
        {w('fb.submit')}
      </View>

      <View className="acct__section">
        <Text className="acct__title">{w('fb.mine')}</Text>
        <StateView
          state={loadStateOf(mine, (d) => d.length === 0)}
          rows={2}
          emptyText={w('fb.none')}
          errorText={w('fb.listFailed')}
          onRetry={() => void mine.refetch()}
        >
          {mine.data?.map((f) => (
            <View
              key={f.id}
              role="link"
              className="acct__row fb__item"
              onClick={() => go(withQuery(ACCOUNT_PAGES.feedbackInfo, { id: f.id }))}
            >
              <View className="fb__item-main">
                <Text className="fb__item-title">
                  {w('fb.item', { category: categoryWord(f.category), content: f.content })}
                </Text>
                <Text className="acct__extra">{formatDate(f.createdAt, 2)}</Text>
              </View>
              <Text className={`fb__status fb__status--${f.status}`}>{w(`fb.status.${f.status}`)}</Text>
            </View>
          ))}
        </StateView>
      </View>
    </View>
  )
}
