import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { apiOperations } from './helpers/api-operations.js'
import { shopsOf, staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 36 point 9: every staff endpoint under arbitrary input (the idea of validation.test.ts, as properties):
 * never a 5xx or INTERNAL, only the codes the endpoint documents; and another shop's ids never tell anything.
 */
let t: TestApp
let staff: StaffClient
let operator: StaffClient
let own: number[]
let rider: StaffClient
// operators' support desk (issue 38)
let support: StaffClient
// operators' marketing and dashboard (issue 38 points 4, 6)
let marketing: StaffClient
let finance: StaffClient
const STAFF = 'mei-king-cct-staff'

beforeAll(async () => {
  t = await createTestApp()
  staff = staffClient(t)
  await staff.login(STAFF, DEV_STAFF_PASSWORD)
  operator = staffClient(t)
  await operator.password('operator', DEV_STAFF_PASSWORD)
  await operator.enrol()
  own = await shopsOf(t, STAFF)
  rider = staffClient(t)
  await rider.login('rider1', DEV_STAFF_PASSWORD)
  support = staffClient(t)
  await support.password('ops-support', DEV_STAFF_PASSWORD)
  await support.enrol()
  marketing = staffClient(t)
  await marketing.password('ops-marketing', DEV_STAFF_PASSWORD)
  await marketing.enrol()
  finance = staffClient(t)
  await finance.password('ops-finance', DEV_STAFF_PASSWORD)
  await finance.enrol()
})
afterAll(() => t.close())

/** Codes a client may meet on bad input or a refusal: never INTERNAL. */
const REFUSALS = [
  'VALIDATION',
  'NOT_FOUND',
  'STAFF_UNAUTHORIZED',
  'STAFF_FORBIDDEN',
  'STAFF_TOTP_REQUIRED',
  'STAFF_TOTP_INVALID',
  'STAFF_PASSWORD_CHANGE_REQUIRED',
  'STAFF_LOGIN_FAILED',
  'STAFF_LOCKED',
  'CSRF_INVALID',
  'RATE_LIMITED',
  'STALE_VERSION',
  // a rider's order taken by another, or one that moved on
  'ORDER_TAKEN',
  // the order board: an order in another state
  'ORDER_STATE',
  // reviews (issue 37 point 4): a review already reported, a report already decided
  'REPORT_OPEN',
  // operators' support desk (issue 38): a decided identity, a closed feedback, a resolved report
  'IDENTITY_STATE',
  'FEEDBACK_STATE',
  'REPORT_STATE',
  // operators' marketing (issue 38): a code already used, a file too large
  'FILE_TOO_LARGE'
]

const ENDPOINTS: Array<{ method: 'GET' | 'POST'; path: string; who: () => StaffClient }> = [
  { method: 'POST', path: '/login', who: () => staffClient(t) },
  { method: 'POST', path: '/login/totp', who: () => staff },
  { method: 'POST', path: '/totp/enrol', who: () => staff },
  { method: 'POST', path: '/totp/confirm', who: () => staff },
  { method: 'GET', path: '/me', who: () => staff },
  { method: 'GET', path: '/orders', who: () => staff },
  { method: 'GET', path: '/audit', who: () => operator },
  // the menu (issue 37)
  { method: 'GET', path: '/menu', who: () => staff },
  { method: 'POST', path: '/menu/category/save', who: () => staff },
  { method: 'POST', path: '/menu/category/delete', who: () => staff },
  { method: 'POST', path: '/menu/category/sort', who: () => staff },
  { method: 'POST', path: '/menu/goods/save', who: () => staff },
  { method: 'POST', path: '/menu/goods/sold-out', who: () => staff },
  { method: 'POST', path: '/menu/goods/photo', who: () => staff },
  // the order board
  { method: 'GET', path: '/board', who: () => staff },
  { method: 'POST', path: '/board/accept', who: () => staff },
  { method: 'POST', path: '/board/reject', who: () => staff },
  { method: 'POST', path: '/board/ready', who: () => staff },
  { method: 'POST', path: '/board/settings', who: () => staff },
  { method: 'POST', path: '/mqtt/credentials', who: () => staff },
  // the counter and refunds
  { method: 'GET', path: '/counter/code', who: () => staff },
  { method: 'POST', path: '/counter/redeem', who: () => staff },
  { method: 'GET', path: '/counter/weigh', who: () => staff },
  { method: 'POST', path: '/counter/weigh', who: () => staff },
  { method: 'GET', path: '/refunds', who: () => staff },
  { method: 'POST', path: '/refunds/approve', who: () => staff },
  { method: 'POST', path: '/refunds/reject', who: () => staff },
  // the riders' app (issue 36 point 6)
  { method: 'GET', path: '/rider/jobs', who: () => rider },
  { method: 'GET', path: '/rider/tasks', who: () => rider },
  { method: 'GET', path: '/rider/task', who: () => rider },
  { method: 'POST', path: '/rider/take', who: () => rider },
  { method: 'POST', path: '/rider/pick-up', who: () => rider },
  { method: 'POST', path: '/rider/arrive', who: () => rider },
  { method: 'POST', path: '/rider/deliver', who: () => rider },
  { method: 'POST', path: '/rider/position', who: () => rider },
  { method: 'GET', path: '/rider/earnings', who: () => rider },
  // staff accounts (issue 36, fulfil)
  { method: 'GET', path: '/accounts', who: () => operator },
  { method: 'POST', path: '/accounts/create', who: () => operator },
  { method: 'POST', path: '/accounts/disable', who: () => operator },
  { method: 'POST', path: '/accounts/remove-shop', who: () => operator },
  { method: 'POST', path: '/accounts/password', who: () => operator },
  { method: 'POST', path: '/accounts/sign-out', who: () => operator },
  { method: 'POST', path: '/accounts/totp-reset', who: () => operator },
  // one's own password (a random body never holds the current one: nothing changes)
  { method: 'POST', path: '/password', who: () => staff },
  // reviews and figures (issue 37 points 4, 5)
  { method: 'GET', path: '/reviews', who: () => staff },
  { method: 'POST', path: '/reviews/reply', who: () => staff },
  { method: 'POST', path: '/reviews/report', who: () => staff },
  { method: 'GET', path: '/review-reports', who: () => operator },
  { method: 'POST', path: '/review-reports/decide', who: () => operator },
  { method: 'GET', path: '/figures', who: () => staff },
  { method: 'GET', path: '/figures/statement', who: () => staff },
  // the shop's settings (issue 37 point 2): staff may pause and resume (handlers run), the rest is refused
  { method: 'GET', path: '/shop', who: () => staff },
  { method: 'POST', path: '/shop/hours', who: () => staff },
  { method: 'POST', path: '/shop/pause', who: () => staff },
  { method: 'POST', path: '/shop/resume', who: () => staff },
  { method: 'POST', path: '/shop/delivery', who: () => staff },
  { method: 'POST', path: '/shop/notice', who: () => staff },
  { method: 'POST', path: '/shop/activities', who: () => staff },
  { method: 'POST', path: '/shop/activities/preview', who: () => staff },
  { method: 'POST', path: '/shop/card-tier', who: () => staff },
  // group-buying deals and reservation slots (issue 37 point 3): an owner, so the handlers run past the policy
  { method: 'GET', path: '/deals', who: () => dealsOwner },
  { method: 'POST', path: '/deals/save', who: () => dealsOwner },
  { method: 'POST', path: '/deals/publish', who: () => dealsOwner },
  { method: 'GET', path: '/deals/slots', who: () => dealsOwner },
  { method: 'POST', path: '/deals/slots/save', who: () => dealsOwner },
  { method: 'POST', path: '/deals/slots/add', who: () => dealsOwner },
  { method: 'GET', path: '/deals/delivery-slots', who: () => dealsOwner },
  { method: 'POST', path: '/deals/delivery-slots/save', who: () => dealsOwner },
  // a cinema's halls and film sessions (issue 37 point 3): a cinema's owner
  { method: 'GET', path: '/deals/film', who: () => filmOwner },
  { method: 'POST', path: '/deals/film/halls/save', who: () => filmOwner },
  { method: 'POST', path: '/deals/film/sessions/add', who: () => filmOwner },
  { method: 'POST', path: '/deals/film/sessions/save', who: () => filmOwner },
  { method: 'POST', path: '/deals/film/sessions/publish', who: () => filmOwner },
  // a supermarket store's pickup points (issue 37 point 3)
  { method: 'GET', path: '/deals/pickup-points', who: () => dealsOwner },
  { method: 'POST', path: '/deals/pickup-points/save', who: () => dealsOwner },
  // a supermarket's goods (issue 37)
  { method: 'GET', path: '/market', who: () => staff },
  { method: 'POST', path: '/market/aisle/sort', who: () => staff },
  { method: 'POST', path: '/market/spu/save', who: () => staff },
  { method: 'POST', path: '/market/spu/sold-out', who: () => staff },
  { method: 'POST', path: '/market/spu/photo', who: () => staff },
  // a general store's goods sold by weight (issue 37)
  { method: 'POST', path: '/menu/goods/sell-by', who: () => staff },
  // operators' support desk (issue 38)
  { method: 'GET', path: '/ops/lookup', who: () => support },
  { method: 'GET', path: '/ops/customer', who: () => support },
  { method: 'GET', path: '/ops/order', who: () => support },
  { method: 'POST', path: '/ops/reveal', who: () => support },
  { method: 'GET', path: '/ops/identities', who: () => support },
  { method: 'POST', path: '/ops/identities/decide', who: () => support },
  { method: 'GET', path: '/ops/feedback', who: () => support },
  { method: 'POST', path: '/ops/feedback/move', who: () => support },
  { method: 'GET', path: '/ops/reports', who: () => support },
  { method: 'POST', path: '/ops/reports/resolve', who: () => support },
  { method: 'GET', path: '/ops/deletions', who: () => support },
  // disputed refunds (issue 38 point 5)
  { method: 'GET', path: '/ops/disputes', who: () => support },
  { method: 'POST', path: '/ops/disputes/overrule', who: () => support },
  { method: 'POST', path: '/ops/disputes/uphold', who: () => support },
  // operators run shops (issue 38 point 2)
  { method: 'GET', path: '/ops/applications', who: () => support },
  { method: 'POST', path: '/ops/applications/decide', who: () => support },
  { method: 'GET', path: '/ops/shops', who: () => support },
  { method: 'POST', path: '/ops/shops/standing', who: () => support },
  { method: 'POST', path: '/ops/shops/commission', who: () => operator },
  { method: 'POST', path: '/rider-applications', who: () => staffClient(t) },
  { method: 'GET', path: '/ops/rider-applications', who: () => support },
  { method: 'POST', path: '/ops/rider-applications/decide', who: () => support },
  { method: 'GET', path: '/ops/riders', who: () => support },
  { method: 'POST', path: '/ops/riders/suspend', who: () => support },
  // content operators (issue 38 point 3); the super admin holds every operator role
  { method: 'GET', path: '/content/ads', who: () => operator },
  { method: 'POST', path: '/content/ads/create', who: () => operator },
  { method: 'POST', path: '/content/ads/update', who: () => operator },
  { method: 'POST', path: '/content/ads/enable', who: () => operator },
  { method: 'POST', path: '/content/ads/image', who: () => operator },
  { method: 'GET', path: '/content/news', who: () => operator },
  { method: 'POST', path: '/content/news/create', who: () => operator },
  { method: 'POST', path: '/content/news/update', who: () => operator },
  { method: 'POST', path: '/content/news/publish', who: () => operator },
  { method: 'GET', path: '/content/market-news', who: () => operator },
  { method: 'POST', path: '/content/market-news/create', who: () => operator },
  { method: 'POST', path: '/content/market-news/update', who: () => operator },
  { method: 'POST', path: '/content/market-news/publish', who: () => operator },
  { method: 'GET', path: '/content/config', who: () => operator },
  { method: 'GET', path: '/content/config/history', who: () => operator },
  { method: 'POST', path: '/content/config/save', who: () => operator },
  { method: 'POST', path: '/content/config/rollback', who: () => operator },
  { method: 'GET', path: '/content/words', who: () => operator },
  { method: 'POST', path: '/content/words/save', who: () => operator },
  // operators' marketing and dashboard (issue 38 points 4, 6)
  { method: 'GET', path: '/marketing/campaigns', who: () => marketing },
  { method: 'POST', path: '/marketing/campaigns', who: () => marketing },
  { method: 'POST', path: '/marketing/campaigns/update', who: () => marketing },
  { method: 'POST', path: '/marketing/campaigns/stop', who: () => marketing },
  { method: 'POST', path: '/marketing/campaigns/resume', who: () => marketing },
  { method: 'GET', path: '/marketing/campaigns/codes', who: () => marketing },
  { method: 'GET', path: '/marketing/gifts', who: () => marketing },
  { method: 'POST', path: '/marketing/gifts', who: () => marketing },
  { method: 'POST', path: '/marketing/gifts/photo', who: () => marketing },
  { method: 'GET', path: '/marketing/plans', who: () => marketing },
  { method: 'POST', path: '/marketing/plans', who: () => marketing },
  { method: 'GET', path: '/dashboard', who: () => finance }
]

/** Query values as a browser could send them: strings of any kind, long ones and number-like ones. */
const queryValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.constantFrom('', '0', '-1', '1e9', '99999999999999999999', 'x'.repeat(5000), '1.5', 'null', '%00')
)
const query = fc.dictionary(
  fc.constantFrom(
    'merchantId',
    'page',
    'pageSize',
    'status',
    'q',
    'action',
    'extra',
    '__proto__',
    'id',
    'version',
    'orderId',
    'lat',
    'lng',
    // reviews and figures (issue 37 points 4, 5)
    'kind',
    'star',
    'withPhotos',
    'unreplied',
    'from',
    'to',
    'period',
    // operators' support desk (issue 38)
    'userId',
    'actor',
    'subject',
    // the dashboard (issue 38 point 6)
    'days'
  ),
  queryValue,
  { maxKeys: 5 }
)
const body = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.record({ username: fc.string(), password: fc.string() }, { requiredKeys: [] }),
  fc.record({ code: fc.oneof(fc.string({ maxLength: 8 }), fc.integer()) }, { requiredKeys: [] }),
  // a cinema's halls and sessions (issue 37 point 3), at the film owner's own cinema so the handlers run
  fc.record(
    {
      merchantId: fc.oneof(
        fc.constant(0).map(() => filmCinema),
        fc.integer({ min: -1, max: 3000 })
      ),
      id: fc.oneof(fc.integer({ min: -1, max: 400 }), fc.string({ maxLength: 3 })),
      version: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constant(null)),
      name: fc.oneof(fc.string({ maxLength: 24 }), fc.constantFrom('\u0000', '1號廳')),
      hallId: fc.oneof(fc.integer({ min: -1, max: 60 }), fc.double()),
      filmId: fc.oneof(fc.integer({ min: -1, max: 20 }), fc.string({ maxLength: 2 })),
      day: fc.constantFrom('2026-12-01', '2099-01-01', '2020-01-01', '2026-02-30', 'x'),
      time: fc.constantFrom('12:00', '24:00', '9:00', ''),
      prices: fc.dictionary(
        fc.constantFrom('standard', 'vip', 'gold', 'A', '__proto__'),
        fc.oneof(fc.integer({ min: -5, max: 20_000_000 }), fc.double())
      ),
      published: fc.oneof(fc.boolean(), fc.string({ maxLength: 2 })),
      // pickup points
      address: fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom('\u0000', ' ')),
      hours: fc.oneof(fc.string({ maxLength: 70 }), fc.constant('10:00-21:00')),
      active: fc.oneof(fc.boolean(), fc.constant('x')),
      plan: fc.record(
        {
          classes: fc.array(
            fc.record({
              key: fc.constantFrom('standard', 'vip', 'Q', ''),
              name: fc.oneof(fc.string({ maxLength: 14 }), fc.constant('\uD800')),
              price: fc.oneof(fc.integer({ min: -5, max: 10_000 }), fc.double())
            }),
            { maxLength: 3 }
          ),
          rows: fc.array(fc.array(fc.constantFrom('standard', 'vip', null, 'zz', 3), { maxLength: 5 }), {
            maxLength: 4
          })
        },
        { requiredKeys: [] }
      )
    },
    { requiredKeys: [] }
  ),
  // the board's and the menu's bodies, near and far from valid (own shop's ids included, so handlers run)
  fc.record(
    {
      orderId: fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 6 })),
      merchantId: fc.oneof(fc.integer(), fc.constantFrom(...[1, 2, 3])),
      prepMinutes: fc.oneof(fc.integer({ min: -5, max: 300 }), fc.string({ maxLength: 4 })),
      reason: fc.oneof(
        fc.constantFrom('soldOut', 'busy', 'closed', 'tooFar', 'other'),
        fc.string({ maxLength: 8 })
      ),
      note: fc.string({ maxLength: 80 }),
      autoAccept: fc.oneof(fc.boolean(), fc.string({ maxLength: 4 })),
      acceptLimitMinutes: fc.integer({ min: -5, max: 100 }),
      id: fc.oneof(fc.integer({ min: -1, max: 3000 }), fc.string()),
      version: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constant(null)),
      name: fc.oneof(fc.string(), fc.constantFrom('\u0000', '\uD800', ' ')),
      soldOut: fc.oneof(fc.boolean(), fc.string()),
      price: fc.oneof(fc.integer(), fc.double()),
      ids: fc.array(fc.integer({ min: -1, max: 3000 }), { maxLength: 5 }),
      lat: fc.oneof(fc.double(), fc.double({ min: 22.1, max: 22.22 })),
      lng: fc.oneof(fc.double(), fc.double({ min: 113.52, max: 113.61 })),
      idChecked: fc.oneof(fc.boolean(), fc.string({ maxLength: 2 })),
      birthYear: fc.oneof(fc.integer(), fc.double()),
      refused: fc.boolean(),
      // reviews (issue 37 point 4)
      kind: fc.oneof(
        fc.constantFrom('takeaway', 'market', 'deal', 'combo', 'customer', 'order', 'identity'),
        fc.string({ maxLength: 4 })
      ),
      content: fc.oneof(fc.string(), fc.constantFrom('\u0000', '\uD800', 'x'.repeat(400))),
      detail: fc.string({ maxLength: 20 }),
      // the shop's settings (issue 37 point 2)
      minutes: fc.oneof(
        fc.constantFrom(30, 60, 120, null, 0, -30),
        fc.integer(),
        fc.string({ maxLength: 3 })
      ),
      ranges: fc.array(
        fc.record({ from: fc.constantFrom('09:00', '24:00', 'x', '22:00'), to: fc.string({ maxLength: 5 }) }),
        {
          maxLength: 5
        }
      ),
      holidays: fc.array(fc.constantFrom('2026-12-25', '2026-02-30', '\u0000', '2099-01-01'), {
        maxLength: 3
      }),
      notice: fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('\u0000', '\uD800')),
      activities: fc.array(
        fc.record(
          {
            type: fc.constantFrom('full_reduction', 'discount', 'new_user', 'delivery_free', 'x'),
            threshold: fc.integer({ min: -100, max: 10_000_000 }),
            reduce: fc.integer({ min: -100, max: 10_000 }),
            rate: fc.integer({ min: -1, max: 120 })
          },
          { requiredKeys: ['type'] }
        ),
        { maxLength: 4 }
      ),
      lines: fc.array(
        fc.record({ goodsId: fc.integer({ min: -1, max: 3000 }), count: fc.integer({ min: -1, max: 120 }) }),
        {
          maxLength: 3
        }
      ),
      pay: fc.oneof(fc.integer({ min: -100, max: 2_000_000 }), fc.double()),
      credit: fc.integer({ min: -100, max: 4_000_000 }),
      // deals and slots (issue 37 point 3)
      title: fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('\u0000', '\uD800')),
      originalPrice: fc.oneof(fc.integer(), fc.double()),
      contents: fc.array(
        fc.record({ name: fc.string({ maxLength: 5 }), count: fc.integer(), price: fc.integer() }),
        { maxLength: 3 }
      ),
      validFrom: fc.constantFrom('2026-11-01', '2026-02-30', 'x', '2030-01-01'),
      validTo: fc.constantFrom('2026-12-31', '2026-13-01', '', '2099-12-31'),
      anytimeRefund: fc.oneof(fc.boolean(), fc.string({ maxLength: 2 })),
      expiryRefund: fc.boolean(),
      published: fc.oneof(fc.boolean(), fc.string({ maxLength: 2 })),
      day: fc.constantFrom('2026-12-01', '2099-01-01', '2020-01-01', 'x'),
      time: fc.constantFrom('12:00', '24:00', '9:00', ''),
      capacity: fc.oneof(fc.integer({ min: -5, max: 600 }), fc.double()),
      deposit: fc.oneof(fc.integer(), fc.double()),
      slot: fc.constantFrom('18:00-20:00', '10:00-12:00', '25:00-26:00', 'x'),
      // operators' support desk (issue 38)
      userId: fc.oneof(fc.integer({ min: -1, max: 3000 }), fc.string({ maxLength: 4 })),
      decision: fc.oneof(
        fc.constantFrom('hide', 'dismiss', 'approve', 'reject'),
        fc.string({ maxLength: 4 })
      ),
      status: fc.oneof(fc.constantFrom('processing', 'replied', 'closed'), fc.string({ maxLength: 4 })),
      reply: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('\u0000', '\uD800')),
      // operators' marketing (issue 38 point 4): campaigns, gifts, plans
      type: fc.oneof(fc.constantFrom('coupon', 'redEnvelope'), fc.string({ maxLength: 4 })),
      amount: fc.oneof(fc.integer({ min: -10, max: 20_000_000 }), fc.double()),
      vertical: fc.oneof(fc.constantFrom('takeaway', 'supermarket', null), fc.string({ maxLength: 4 })),
      issueRule: fc.oneof(fc.constantFrom('claim', 'newCustomer', 'code'), fc.string({ maxLength: 4 })),
      count: fc.oneof(fc.integer({ min: -1, max: 2_000_000 }), fc.constant(null)),
      budget: fc.oneof(fc.integer({ min: -1, max: 20_000_000 }), fc.constant(null)),
      perUser: fc.oneof(fc.integer({ min: -1, max: 120 }), fc.string({ maxLength: 2 })),
      startsAt: fc.oneof(fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }), fc.integer()),
      endsAt: fc.oneof(fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }), fc.integer()),
      validDays: fc.integer({ min: -1, max: 400 }),
      codeCount: fc.integer({ min: -1, max: 600 }),
      points: fc.oneof(fc.integer({ min: -1, max: 20_000_000 }), fc.double()),
      onSale: fc.oneof(fc.boolean(), fc.string({ maxLength: 2 })),
      stockDelta: fc.integer({ min: -2_000_000, max: 2_000_000 }),
      image: fc.oneof(fc.constantFrom('/api/img/x.png', null, 'http://x'), fc.string({ maxLength: 6 })),
      plan: fc.oneof(fc.constantFrom('month', 'quarter', 'year'), fc.string({ maxLength: 4 }))
    },
    { requiredKeys: [] }
  )
)

describe('staff endpoints under arbitrary input', () => {
  it('covers every staff endpoint the server documents', async () => {
    const documented = (await apiOperations(t.app))
      // logout would end the shared session mid-run; staff.test.ts covers it
      .filter((o) => o.path.startsWith('/staff/') && o.path !== '/staff/logout')
      .map((o) => `${o.method} ${o.path.slice('/staff'.length)}`)
    expect(documented.length).toBeGreaterThan(10)
    expect(ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort()).toEqual(expect.arrayContaining(documented))
  })

  it.each(ENDPOINTS)('$method /api/staff$path answers with a documented code, never 5xx', async (e) => {
    await fc.assert(
      fc.asyncProperty(query, body, async (q, b) => {
        const c = e.who()
        const r =
          e.method === 'GET'
            ? await c.raw('GET', e.path, { query: q })
            : await c.raw('POST', e.path, { body: b === undefined ? null : b })
        expect(r.res.statusCode).toBeLessThan(500)
        if (r.body.code !== '0000')
          expect(REFUSALS, JSON.stringify({ q, b, body: r.body })).toContain(r.body.code)
      }),
      { numRuns: e.path === '/login' ? 25 : 60 }
    )
  })

  it('malformed JSON and other content types are VALIDATION', async () => {
    for (const raw of ['{"username":', '[]', '"x"', 'null', '{"username":"a","password":"b","x":1}']) {
      const r = await staffClient(t).raw('POST', '/login', { raw })
      expect(r.body.code, raw).toBe('VALIDATION')
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b'
    })
    expect(form.json().code).not.toBe('INTERNAL')
  })
})

describe('another shop’s ids (IDOR)', () => {
  it('any shop id not the account’s answers exactly like a missing one, for every page asked', async () => {
    const missing = (await staff.get('/orders', { merchantId: '2147483647' })).body
    expect(missing.code).toBe('NOT_FOUND')
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2_147_483_647 }).filter((id) => !own.includes(id)),
        fc.integer({ min: 1, max: 100 }),
        async (id, page) => {
          const r = await staff.get('/orders', { merchantId: String(id), page: String(page) })
          expect(r.body).toEqual(missing)
        }
      ),
      { numRuns: 80 }
    )
  })

  it('the seeded shops of other owners are among them', async () => {
    const others = await t.db.many<{ id: number }>(
      'SELECT id FROM merchants WHERE NOT (id = ANY($1)) LIMIT 10',
      [own]
    )
    for (const { id } of others) {
      expect((await staff.get('/orders', { merchantId: String(id) })).body.code).toBe('NOT_FOUND')
    }
    expect((await staff.get('/orders', { merchantId: String(own[0]) })).body.code).toBe('0000')
  })
})

// a cinema's owner (issue 37 point 3: halls and film sessions)
let filmOwner: StaffClient
let filmCinema = 0
beforeAll(async () => {
  const owned = await t.db.one<{ username: string; merchant_id: number }>(
    `SELECT a.username, x.merchant_id FROM staff_accounts a JOIN staff_shops x ON x.staff_id = a.id
       JOIN merchants m ON m.id = x.merchant_id
     WHERE m.category = '電影' AND m.chain IS NULL AND a.role = 'owner' ORDER BY m.id LIMIT 1`
  )
  filmCinema = owned!.merchant_id
  filmOwner = staffClient(t)
  await filmOwner.password(owned!.username, DEV_STAFF_PASSWORD)
  await filmOwner.enrol()
})

// group-buying deals and reservation slots (issue 37 point 3): an owner of a shop, and other shops' ids
let dealsOwner: StaffClient
let dealsOwn: number[]
beforeAll(async () => {
  dealsOwner = staffClient(t)
  await dealsOwner.password('mei-king-cct-owner', DEV_STAFF_PASSWORD)
  await dealsOwner.enrol()
  dealsOwn = await shopsOf(t, 'mei-king-cct-owner')
})

describe('another shop’s deals and slots (IDOR)', () => {
  it('another shop’s id, or its deal or slot under the owner’s own shop, answers like a missing one; nothing changes', async () => {
    const theirs = await t.db.one<{ id: number; merchant_id: number }>(
      'SELECT id, merchant_id FROM group_deals WHERE NOT (merchant_id = ANY($1)) ORDER BY id LIMIT 1',
      [dealsOwn]
    )
    const slot = await t.db.one<{ id: number; merchant_id: number }>(
      'SELECT id, merchant_id FROM reservation_slots WHERE NOT (merchant_id = ANY($1)) ORDER BY id LIMIT 1',
      [dealsOwn]
    )
    const before = await t.db.many('SELECT * FROM group_deals ORDER BY id')
    const slotsBefore = await t.db.many('SELECT * FROM reservation_slots ORDER BY id')
    for (const merchantId of [theirs!.merchant_id, 2147483647]) {
      expect((await dealsOwner.get('/deals', { merchantId: String(merchantId) })).body.code).toBe('NOT_FOUND')
      expect((await dealsOwner.get('/deals/slots', { merchantId: String(merchantId) })).body.code).toBe(
        'NOT_FOUND'
      )
    }
    const mine = dealsOwn[0]!
    const asked = [
      await dealsOwner.post('/deals/publish', {
        merchantId: mine,
        id: theirs!.id,
        version: 1,
        published: false
      }),
      await dealsOwner.post('/deals/publish', {
        merchantId: theirs!.merchant_id,
        id: theirs!.id,
        version: 1,
        published: false
      }),
      await dealsOwner.post('/deals/slots/save', {
        merchantId: mine,
        id: slot!.id,
        version: 1,
        capacity: 0,
        deposit: 0
      }),
      await dealsOwner.post('/deals/slots/save', {
        merchantId: slot!.merchant_id,
        id: slot!.id,
        version: 1,
        capacity: 0,
        deposit: 0
      })
    ]
    for (const r of asked) expect(r.body.code).toBe('NOT_FOUND')
    expect(await t.db.many('SELECT * FROM group_deals ORDER BY id')).toEqual(before)
    expect(await t.db.many('SELECT * FROM reservation_slots ORDER BY id')).toEqual(slotsBefore)
  })
})
