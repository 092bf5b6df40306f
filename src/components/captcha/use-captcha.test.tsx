import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CaptchaChallenge, CaptchaProof } from '@lotus/contract/captcha'
import { getCaptchaChallenge } from '@/services/captcha'
import { useCaptcha } from './index'

vi.mock('@/services/captcha', () => ({ getCaptchaChallenge: vi.fn() }))

const KEY = 'test-hmac-key'

function Sender({ onProof }: { onProof: (p: CaptchaProof | null) => void }) {
  const captcha = useCaptcha()
  const [n, setN] = useState(0)
  return (
    <div>
      <button
        onClick={() => {
          setN(n + 1)
          void captcha.prove().then(onProof)
        }}
      >
        獲取驗證碼
      </button>
      {captcha.view}
    </div>
  )
}

beforeEach(() => vi.mocked(getCaptchaChallenge).mockReset())

describe('h5 captcha (ALTCHA)', () => {
  it('solves the server challenge, shows its progress in a live region, and gives a proof the server verifies', async () => {
    const c = await createChallenge({ hmacKey: KEY, maxnumber: 12_000, number: 11_000 })
    vi.mocked(getCaptchaChallenge).mockResolvedValue({ ...c, maxnumber: 12_000 } as CaptchaChallenge)
    const onProof = vi.fn()
    render(<Sender onProof={onProof} />)
    fireEvent.click(screen.getByText('獲取驗證碼'))
    // the user sees it working (progress before the answer is found at 11,000 of 12,000)
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).not.toBeNull()
    expect(await screen.findByText('已通過人機驗證', {}, { timeout: 20_000 })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('已通過人機驗證')
    const proof = onProof.mock.calls[0]?.[0] as CaptchaProof
    const payload = JSON.parse(atob(proof.captcha!)) as { number: number }
    expect(payload.number).toBe(11_000)
    expect(await verifySolution(proof.captcha!, KEY)).toBe(true)
  }, 120_000)

  it('says so and gives no proof when the challenge has no answer', async () => {
    const c = await createChallenge({ hmacKey: KEY, maxnumber: 3_000 })
    vi.mocked(getCaptchaChallenge).mockResolvedValue({
      ...c,
      challenge: '0'.repeat(64),
      maxnumber: 3_000
    } as CaptchaChallenge)
    const onProof = vi.fn()
    render(<Sender onProof={onProof} />)
    fireEvent.click(screen.getByText('獲取驗證碼'))
    expect(await screen.findByText('人機驗證未完成，請再按一次重試', {}, { timeout: 20_000 })).toBeTruthy()
    await waitFor(() => expect(onProof).toHaveBeenCalled())
    expect(onProof).toHaveBeenCalledWith(null)
  }, 120_000)
})
