import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fake, type FakeRequest } from '../../../../../tests/setup/taro-fake'
import { useSession } from '@/stores/session'
import type * as Env from '@/services/env'
import SetUp from './index'

// a uat build: switching is allowed and the override is honoured
vi.mock('@/services/env', async (importOriginal) => {
  const real = await importOriginal<typeof Env>()
  return {
    ...real,
    envSwitchAllowed: true,
    currentEnv: () => (fake.storage.get('lotus.env') as 'dev' | 'uat' | 'rel' | 'pro' | undefined) || 'uat',
    setEnvOverride: (env: string) => fake.storage.set('lotus.env', env)
  }
})

describe('set-up environment switch (outside pro builds)', () => {
  it('lists the environments and switching logs out and relaunches', async () => {
    fake.requestHandler = async (r: FakeRequest) => ({
      statusCode: 200,
      data: { code: '0000', msg: '', data: r.url.endsWith('/api') ? Date.now() : null }
    })
    useSession.setState({ token: 'tok', user: null, loggedIn: true })
    render(<SetUp />)
    expect(screen.getByText('環境切換（僅測試版本可見）')).toBeTruthy()
    const envs = screen.getByRole('radiogroup', { name: '環境切換' })
    expect(within(envs).getByRole('radio', { checked: true }).textContent).toContain('當前')
    fireEvent.click(screen.getByText('預發佈 rel'))
    await waitFor(() => expect(fake.navigations).toEqual([{ kind: 'reLaunch', url: '/pages/index/index' }]))
    expect(fake.storage.get('lotus.env')).toBe('rel')
    expect(useSession.getState().token).toBe('')
  })
})
