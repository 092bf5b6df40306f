import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useFeedback } from '@/queries/feedback'
import { useBusinessInfo } from '@/queries/business'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { PAGES, replace, withQuery } from '@/services/nav'
import { feedbackStatusText } from '@lotus/contract/feedback'
import { applicationStatusText } from '@lotus/contract/business'
import { currentLocale } from '@/i18n'
import { useWords } from '../../words'
import './index.scss'

/**
 * The confirmation after uploading: a feedback (kind=feedback&id=) or a merchant application (kind=business).
 * It reads the saved item back from the server, so it confirms what the server holds.
 */
export default function UploadedSuccess() {
  const t = useWords()
  const params = useRouter().params as Record<string, string | undefined>
  const kind = params.kind === 'business' ? 'business' : 'feedback'
  const raw = Number(params.id ?? 0)
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0
  const feedback = useFeedback(kind === 'feedback' ? id : 0)
  const business = useBusinessInfo({ enabled: kind === 'business' })
  const application = business.data?.application

  const view =
    kind === 'feedback'
      ? {
          state: id > 0 ? loadStateOf(feedback) : ('empty' as const),
          title: t('uploaded.feedback'),
          lines: feedback.data
            ? [
                t('uploaded.category', { value: feedback.data.category }),
                t('uploaded.progress', { value: feedbackStatusText(feedback.data.status, currentLocale()) })
              ]
            : [],
          note: t('uploaded.feedbackNote'),
          next: { text: t('uploaded.viewProgress'), url: withQuery(ACCOUNT_PAGES.feedbackInfo, { id }) },
          retry: () => void feedback.refetch()
        }
      : {
          state: loadStateOf(business, (d) => d.application === null),
          title: t('uploaded.business'),
          lines: application
            ? [
                t('uploaded.shop', { value: application.shopName }),
                t('uploaded.status', { value: applicationStatusText(application.status, currentLocale()) })
              ]
            : [],
          note: t('uploaded.businessNote'),
          next: { text: t('uploaded.viewStatus'), url: ACCOUNT_PAGES.business },
          retry: () => void business.refetch()
        }

  return (
    <View className="uploaded">
      <NavBar title={t('uploaded.title')} />
      <StateView
        state={view.state}
        rows={2}
        emptyText={t('uploaded.missing')}
        errorText={t('loadFailed')}
        onRetry={view.retry}
      >
        <View className="uploaded__card">
          <Image
            className="uploaded__icon"
            src={assetUrl('/api/img/state/done.svg')}
            mode="aspectFit"
            aria-hidden
          />
          <Text className="uploaded__title">{view.title}</Text>
          {view.lines.map((l) => (
            <Text key={l} className="uploaded__line">
              {l}
            </Text>
          ))}
          <Text className="uploaded__note">{view.note}</Text>
        </View>
        <View role="button" className="uploaded__btn" onClick={() => replace(view.next.url)}>
          {view.next.text}
        </View>
        <View
          role="button"
          className="uploaded__btn uploaded__btn--ghost"
          onClick={() => replace(PAGES.user)}
        >
          {t('uploaded.backMine')}
        </View>
      </StateView>
    </View>
  )
}
