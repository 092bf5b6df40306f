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
import { FEEDBACK_STATUS_TEXT } from '@lotus/contract/feedback'
import { APPLICATION_STATUS_TEXT } from '@lotus/contract/business'
import './index.scss'

/**
 * The confirmation after uploading: a feedback (kind=feedback&id=) or a merchant application (kind=business).
 * It reads the saved item back from the server, so it confirms what the server holds.
 */
export default function UploadedSuccess() {
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
          title: '反饋已提交',
          lines: feedback.data
            ? [
                `反饋類型：${feedback.data.category}`,
                `目前進度：${FEEDBACK_STATUS_TEXT[feedback.data.status]}`
              ]
            : [],
          note: '感謝你的寶貴意見，客服會在 1–2 個工作天內回覆。',
          next: { text: '查看進度', url: withQuery(ACCOUNT_PAGES.feedbackInfo, { id }) },
          retry: () => void feedback.refetch()
        }
      : {
          state: loadStateOf(business, (d) => d.application === null),
          title: '入駐申請已提交',
          lines: application
            ? [
                `店舖名稱：${application.shopName}`,
                `目前狀態：${APPLICATION_STATUS_TEXT[application.status]}`
              ]
            : [],
          note: '我們會在 3 個工作天內審核，結果會在商家入駐頁顯示。',
          next: { text: '查看申請狀態', url: ACCOUNT_PAGES.business },
          retry: () => void business.refetch()
        }

  return (
    <View className="uploaded">
      <NavBar title="提交成功" />
      <StateView
        state={view.state}
        rows={2}
        emptyText="找不到提交的資料"
        errorText="載入失敗"
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
          返回我的
        </View>
      </StateView>
    </View>
  )
}
