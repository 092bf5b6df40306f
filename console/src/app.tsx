import { actorOfMe, canOpenPage } from '@lotus/contract/staff'
import {
  AuditOutlined,
  CommentOutlined,
  DeleteOutlined,
  IdcardOutlined,
  SearchOutlined,
  WarningOutlined,
  AlertOutlined,
  BellOutlined,
  CarOutlined,
  QrcodeOutlined,
  RollbackOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
  TagsOutlined,
  SolutionOutlined
} from '@ant-design/icons'
import { ErrorComponent, ThemedLayout, ThemedTitle, useNotificationProvider } from '@refinedev/antd'
import { Authenticated, CanAccess, Refine, useTranslate } from '@refinedev/core'
import routerProvider, { DocumentTitleHandler } from '@refinedev/react-router'
import { App as AntdApp, Result, Spin } from 'antd'
import { lazy, Suspense, useMemo } from 'react'
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router'
import { Header } from './header'
import { AccountPage } from './pages/account'
import { AuditList } from './pages/audit/list'
import { BoardPage } from './pages/board'
import { EnrolPage } from './pages/enrol'
import { LoginPage } from './pages/login'
import { PasswordPage } from './pages/password'
import { MenuPage } from './pages/menu/list'
import { OrderList } from './pages/orders/list'
import { CounterPage } from './pages/counter'
import { RefundsPage } from './pages/refunds'
import { RiderPage } from './pages/rider'
import { StaffPage } from './pages/staff'
import { ShopPage } from './pages/shop'
import { DealsPage } from './pages/deals/list'
import { OpsApplicationsPage } from './pages/ops/applications'
import { OpsDeletionsPage } from './pages/ops/deletions'
import { OpsFeedbackPage } from './pages/ops/feedback'
import { OpsIdentityPage } from './pages/ops/identities'
import { OpsLookupPage } from './pages/ops/lookup'
import { OpsReportsPage } from './pages/ops/reports'
import { OpsDisputesPage } from './pages/ops/disputes'
import { OpsRidersPage } from './pages/ops/riders'
import { OpsShopsPage } from './pages/ops/shops'
import { RiderApplyPage } from './pages/rider-apply'
import { ContentAdsPage } from './pages/content/ads'
import { ContentConfigPage } from './pages/content/config'
import { ContentNewsPage, MarketNewsPage } from './pages/content/news'
import { ContentWordsPage } from './pages/content/words'
import {
  ControlOutlined,
  NotificationOutlined,
  PictureOutlined,
  ReadOutlined,
  TranslationOutlined
} from '@ant-design/icons'
import { accessControlProvider } from './providers/access-control'
import { authProvider } from './providers/auth-provider'
import { dataProvider } from './providers/data-provider'
import { i18nProvider, translate } from './providers/i18n-provider'
import { currentShopOf } from './shop'
import { useMe } from './use-me'
// reviews and figures (issue 37 points 4, 5); the figures page and its charting library load only when opened
import { FlagOutlined, LineChartOutlined } from '@ant-design/icons'
import { ReviewReportsPage } from './pages/review-reports'
import { ReviewsPage } from './pages/reviews'
const FiguresPage = lazy(() => import('./pages/figures'))
// operators' marketing and dashboard (issue 38 points 4, 6); the dashboard shares the figures' charting chunk
import { FundOutlined, GiftOutlined, PercentageOutlined } from '@ant-design/icons'
import { CampaignsPage } from './pages/marketing/campaigns'
import { GiftsPage } from './pages/marketing/gifts'
const DashboardPage = lazy(() => import('./pages/dashboard'))

/**
 * The console as resources (refine's finefoods example is the model): orders, the audit log, the account. Built at
 * first render, once the language's catalogue is in.
 */
const resources = () => [
  { name: 'board', list: '/board', meta: { label: translate('board.board'), icon: <BellOutlined /> } },
  { name: 'orders', list: '/orders', meta: { label: translate('orders.orders'), icon: <ShopOutlined /> } },
  { name: 'menu', list: '/menu', meta: { label: translate('menu.menu'), icon: <UnorderedListOutlined /> } },
  // the counter and refunds (issue 36 points 4, 5)
  {
    name: 'counter',
    list: '/counter',
    meta: { label: translate('counter.counter'), icon: <QrcodeOutlined /> }
  },
  {
    name: 'refunds',
    list: '/refunds',
    meta: { label: translate('refunds.refunds'), icon: <RollbackOutlined /> }
  },
  { name: 'audit', list: '/audit', meta: { label: translate('audit.audit'), icon: <AuditOutlined /> } },
  { name: 'rider', list: '/rider', meta: { label: translate('rider.rider'), icon: <CarOutlined /> } },
  {
    name: 'account',
    list: '/account',
    meta: { label: translate('account.account'), icon: <UserOutlined /> }
  },
  // staff accounts (issue 36, fulfil)
  { name: 'staff', list: '/staff', meta: { label: translate('staff.staff'), icon: <TeamOutlined /> } },
  // reviews and figures (issue 37 points 4, 5)
  {
    name: 'reviews',
    list: '/reviews',
    meta: { label: translate('reviews.reviews'), icon: <CommentOutlined /> }
  },
  {
    name: 'review-reports',
    list: '/review-reports',
    meta: { label: translate('reviewReports.reviewReports'), icon: <FlagOutlined /> }
  },
  {
    name: 'figures',
    list: '/figures',
    meta: { label: translate('figures.figures'), icon: <LineChartOutlined /> }
  },
  // the shop's settings (issue 37 point 2)
  { name: 'shop', list: '/shop', meta: { label: translate('shop.shop'), icon: <SettingOutlined /> } },
  // group-buying deals and reservation slots (issue 37 point 3)
  { name: 'deals', list: '/deals', meta: { label: translate('deals.deals'), icon: <TagsOutlined /> } },
  // operators' support desk (issue 38)
  {
    name: 'ops-lookup',
    list: '/ops/lookup',
    meta: { label: translate('ops.lookup.menu'), icon: <SearchOutlined /> }
  },
  {
    name: 'ops-identity',
    list: '/ops/identity',
    meta: { label: translate('ops.identity.menu'), icon: <IdcardOutlined /> }
  },
  {
    name: 'ops-feedback',
    list: '/ops/feedback',
    meta: { label: translate('ops.feedback.menu'), icon: <CommentOutlined /> }
  },
  {
    name: 'ops-reports',
    list: '/ops/reports',
    meta: { label: translate('ops.reports.menu'), icon: <WarningOutlined /> }
  },
  {
    name: 'ops-disputes',
    list: '/ops/disputes',
    meta: { label: translate('ops.disputes.menu'), icon: <AlertOutlined /> }
  },
  {
    name: 'ops-deletions',
    list: '/ops/deletions',
    meta: { label: translate('ops.deletions.menu'), icon: <DeleteOutlined /> }
  },
  // operators run shops (issue 38 point 2)
  {
    name: 'ops-applications',
    list: '/ops/applications',
    meta: { label: translate('ops.applications.menu'), icon: <SolutionOutlined /> }
  },
  {
    name: 'ops-shops',
    list: '/ops/shops',
    meta: { label: translate('ops.shops.menu'), icon: <ShopOutlined /> }
  },
  {
    name: 'ops-riders',
    list: '/ops/riders',
    meta: { label: translate('ops.riders.menu'), icon: <CarOutlined /> }
  },
  // content operators (issue 38 point 3)
  {
    name: 'content-ads',
    list: '/content/ads',
    meta: { label: translate('content.ads.menu'), icon: <PictureOutlined /> }
  },
  {
    name: 'content-news',
    list: '/content/news',
    meta: { label: translate('content.news.menu'), icon: <NotificationOutlined /> }
  },
  {
    name: 'content-market-news',
    list: '/content/market-news',
    meta: { label: translate('content.marketNews.menu'), icon: <ReadOutlined /> }
  },
  {
    name: 'content-config',
    list: '/content/config',
    meta: { label: translate('content.config.menu'), icon: <ControlOutlined /> }
  },
  {
    name: 'content-words',
    list: '/content/words',
    meta: { label: translate('content.words.menu'), icon: <TranslationOutlined /> }
  },
  // operators' marketing and dashboard (issue 38 points 4, 6)
  {
    name: 'dashboard',
    list: '/dashboard',
    meta: { label: translate('dashboard.menu'), icon: <FundOutlined /> }
  },
  {
    name: 'campaigns',
    list: '/marketing/campaigns',
    meta: { label: translate('marketing.campaigns.menu'), icon: <PercentageOutlined /> }
  },
  {
    name: 'gifts',
    list: '/marketing/gifts',
    meta: { label: translate('marketing.gifts.menu'), icon: <GiftOutlined /> }
  }
]

const OPS_ROUTES = [
  { name: 'ops-lookup', path: '/ops/lookup', page: <OpsLookupPage /> },
  { name: 'ops-identity', path: '/ops/identity', page: <OpsIdentityPage /> },
  { name: 'ops-feedback', path: '/ops/feedback', page: <OpsFeedbackPage /> },
  { name: 'ops-reports', path: '/ops/reports', page: <OpsReportsPage /> },
  { name: 'ops-disputes', path: '/ops/disputes', page: <OpsDisputesPage /> },
  { name: 'ops-deletions', path: '/ops/deletions', page: <OpsDeletionsPage /> },
  { name: 'ops-applications', path: '/ops/applications', page: <OpsApplicationsPage /> },
  { name: 'ops-shops', path: '/ops/shops', page: <OpsShopsPage /> },
  { name: 'ops-riders', path: '/ops/riders', page: <OpsRidersPage /> },
  { name: 'content-ads', path: '/content/ads', page: <ContentAdsPage /> },
  { name: 'content-news', path: '/content/news', page: <ContentNewsPage /> },
  { name: 'content-market-news', path: '/content/market-news', page: <MarketNewsPage /> },
  { name: 'content-config', path: '/content/config', page: <ContentConfigPage /> },
  { name: 'content-words', path: '/content/words', page: <ContentWordsPage /> },
  { name: 'campaigns', path: '/marketing/campaigns', page: <CampaignsPage /> },
  { name: 'gifts', path: '/marketing/gifts', page: <GiftsPage /> },
  {
    name: 'dashboard',
    path: '/dashboard',
    page: (
      <Suspense fallback={<Spin />}>
        <DashboardPage />
      </Suspense>
    )
  }
] as const

function Forbidden() {
  const t = useTranslate()
  return <Result status="403" title={t('pages.error.forbidden')} subTitle={t('pages.error.info')} />
}

/** Home: the first page the role can open (the order board for shops, the audit log for operators, riders' jobs, else the account). */
function Home() {
  const me = useMe()
  if (me === undefined) return <Spin />
  if (!me) return <Navigate to="/login" replace />
  const actor = actorOfMe(me)
  const shop = currentShopOf(me) ?? undefined
  if (canOpenPage(actor, 'board', shop)) return <Navigate to="/board" replace />
  if (canOpenPage(actor, 'orders', shop)) return <Navigate to="/orders" replace />
  // support's first page is the lookup; other operators land on the audit log
  if (canOpenPage(actor, 'ops-lookup')) return <Navigate to="/ops/lookup" replace />
  // the content team's first page is what customers see first: home's popup and banners
  if (canOpenPage(actor, 'content-ads')) return <Navigate to="/content/ads" replace />
  // marketing's first page is its campaigns, finance's the dashboard
  if (canOpenPage(actor, 'campaigns')) return <Navigate to="/marketing/campaigns" replace />
  if (canOpenPage(actor, 'dashboard')) return <Navigate to="/dashboard" replace />
  if (canOpenPage(actor, 'audit')) return <Navigate to="/audit" replace />
  if (canOpenPage(actor, 'rider')) return <Navigate to="/rider" replace />
  return <Navigate to="/account" replace />
}

const Title = ({ collapsed }: { collapsed: boolean }) => (
  <ThemedTitle collapsed={collapsed} text={translate('app.title')} icon={<ShopOutlined />} />
)

export function App() {
  const resourceList = useMemo(resources, [])
  return (
    <BrowserRouter basename="/console">
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          routerProvider={routerProvider}
          notificationProvider={useNotificationProvider}
          resources={resourceList}
          options={{ syncWithLocation: false, warnWhenUnsavedChanges: false, disableTelemetry: true }}
        >
          <Routes>
            <Route
              element={
                // where the session's check sends it: the login, or the enrolment or password change it owes first
                <Authenticated key="console" redirectOnFail>
                  <ThemedLayout Header={Header} Title={Title}>
                    <Outlet />
                  </ThemedLayout>
                </Authenticated>
              }
            >
              <Route index element={<Home />} />
              <Route
                path="/board"
                element={
                  <CanAccess resource="board" action="list" fallback={<Forbidden />}>
                    <BoardPage />
                  </CanAccess>
                }
              />
              <Route
                path="/orders"
                element={
                  <CanAccess resource="orders" action="list" fallback={<Forbidden />}>
                    <OrderList />
                  </CanAccess>
                }
              />
              <Route
                path="/menu"
                element={
                  <CanAccess resource="menu" action="list" fallback={<Forbidden />}>
                    <MenuPage />
                  </CanAccess>
                }
              />
              <Route
                path="/counter"
                element={
                  <CanAccess resource="counter" action="list" fallback={<Forbidden />}>
                    <CounterPage />
                  </CanAccess>
                }
              />
              <Route
                path="/refunds"
                element={
                  <CanAccess resource="refunds" action="list" fallback={<Forbidden />}>
                    <RefundsPage />
                  </CanAccess>
                }
              />
              <Route
                path="/audit"
                element={
                  <CanAccess resource="audit" action="list" fallback={<Forbidden />}>
                    <AuditList />
                  </CanAccess>
                }
              />
              <Route
                path="/rider"
                element={
                  <CanAccess resource="rider" action="list" fallback={<Forbidden />}>
                    <RiderPage />
                  </CanAccess>
                }
              />
              <Route path="/account" element={<AccountPage />} />
              <Route
                path="/staff"
                element={
                  <CanAccess resource="staff" action="list" fallback={<Forbidden />}>
                    <StaffPage />
                  </CanAccess>
                }
              />
              {/* reviews and figures (issue 37 points 4, 5) */}
              <Route
                path="/reviews"
                element={
                  <CanAccess resource="reviews" action="list" fallback={<Forbidden />}>
                    <ReviewsPage />
                  </CanAccess>
                }
              />
              <Route
                path="/review-reports"
                element={
                  <CanAccess resource="review-reports" action="list" fallback={<Forbidden />}>
                    <ReviewReportsPage />
                  </CanAccess>
                }
              />
              <Route
                path="/figures"
                element={
                  <CanAccess resource="figures" action="list" fallback={<Forbidden />}>
                    <Suspense fallback={<Spin />}>
                      <FiguresPage />
                    </Suspense>
                  </CanAccess>
                }
              />
              {/* the shop's settings (issue 37 point 2) */}
              <Route
                path="/shop"
                element={
                  <CanAccess resource="shop" action="list" fallback={<Forbidden />}>
                    <ShopPage />
                  </CanAccess>
                }
              />
              {/* group-buying deals and reservation slots (issue 37 point 3) */}
              <Route
                path="/deals"
                element={
                  <CanAccess resource="deals" action="list" fallback={<Forbidden />}>
                    <DealsPage />
                  </CanAccess>
                }
              />
              {OPS_ROUTES.map((r) => (
                <Route
                  key={r.name}
                  path={r.path}
                  element={
                    <CanAccess resource={r.name} action="list" fallback={<Forbidden />}>
                      {r.page}
                    </CanAccess>
                  }
                />
              ))}
              <Route path="*" element={<ErrorComponent />} />
            </Route>
            <Route
              path="/login"
              element={
                <Authenticated key="login" fallback={<LoginPage />}>
                  <Navigate to="/" replace />
                </Authenticated>
              }
            />
            <Route path="/enrol" element={<EnrolPage />} />
            <Route path="/password" element={<PasswordPage />} />
            {/* the riders' public application form: no login */}
            <Route path="/rider-apply" element={<RiderApplyPage />} />
          </Routes>
          <DocumentTitleHandler handler={() => translate('app.title')} />
        </Refine>
      </AntdApp>
    </BrowserRouter>
  )
}
