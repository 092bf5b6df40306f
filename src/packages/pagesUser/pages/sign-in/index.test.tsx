import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SignInState } from '@/services/account'
import SignIn from './index'

const api = vi.hoisted(() => ({ getSignIn: vi.fn(), signInToday: vi.fn() }))
vi.mock('@/services/account', () => api)

const state = (over: Partial<SignInState> = {}): SignInState => ({
  today: '2026-11-25',
  signedToday: false,
  streak: 2,
  todayReward: 15,
  tomorrowReward: 20,
  month: '2026-11',
  days: [
    { day: '2026-11-23', streak: 1, reward: 5 },
    { day: '2026-11-24', streak: 2, reward: 10 }
  ],
  honey: 115,
  ...over
})

describe('daily sign-in (每日簽到)', () => {
  it('shows the streak and the month with the signed days; signing in gives today’s honey once', async () => {
    // the server's state: signing in changes it
    let current = state()
    api.getSignIn.mockImplementation(async () => current)
    api.signInToday.mockImplementation(async () => {
      current = state({
        signedToday: true,
        streak: 3,
        honey: 130,
        days: [...state().days, { day: '2026-11-25', streak: 3, reward: 15 }]
      })
      return { ...current, rewarded: 15 }
    })
    render(<SignIn />)
    expect(await screen.findByText('已連續簽到 2 天')).toBeTruthy()
    expect(screen.getByText('2026 年 11 月')).toBeTruthy()
    expect(screen.getByLabelText('2026-11-24 已簽到')).toBeTruthy()
    expect(screen.queryByLabelText('2026-11-25 已簽到')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: '簽到領 15 蜂蜜' }))
    expect(await screen.findByText('簽到成功，獲得 15 蜂蜜')).toBeTruthy()
    expect(screen.getByText('今日已簽到')).toBeTruthy()
    expect(screen.getByText('我的蜂蜜 130')).toBeTruthy()
    expect(screen.getByLabelText('2026-11-25 已簽到')).toBeTruthy()
    fireEvent.click(screen.getByText('今日已簽到'))
    expect(api.signInToday).toHaveBeenCalledTimes(1)
  })

  it('a broken streak starts again, and a failed load offers a retry', async () => {
    api.getSignIn
      .mockRejectedValueOnce(new Error('NETWORK'))
      .mockResolvedValueOnce(state({ streak: 0, days: [] }))
    render(<SignIn />)
    fireEvent.click(await screen.findByText('重試'))
    expect(await screen.findByText('今天還沒簽到')).toBeTruthy()
    expect(screen.getByText('明天簽到可獲得 20 蜂蜜，記得回來哦')).toBeTruthy()
  })
})
