import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, serverBundle } from './helpers/cluster.js'

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Issue 13: the server as `npm start` runs it writes its log behind the requests. Written synchronously, a line
 * for a pipe nobody drains (a stalled log shipper, a paused terminal) put the whole process to sleep in the
 * write until the reader caught up (a fifth of the server's time in the benches, whose reader is busy) and still
 * lost lines: 29 of this test's 3,000 never arrived.
 */
describe('the server process and its log', () => {
  const stops: Array<() => void> = []
  afterAll(() => stops.forEach((s) => s()))

  it('keeps answering while nobody reads its log, and writes every line once it is read', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, [await serverBundle()], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory',
        LOG_LEVEL: 'info',
        SIMULATOR: 'off',
        STATIC_DIR: '/nonexistent'
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    stops.push(() => child.kill('SIGKILL'))
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    let out = ''
    const errors: string[] = []
    child.stderr.on('data', (d: Buffer) => errors.push(d.toString()))
    const ended = new Promise<void>((resolve) => child.stdout.once('end', resolve))
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))

    const base = `http://127.0.0.1:${port}`
    for (;;) {
      const code = await Promise.race([
        exited.then(() => 'exited'),
        fetch(`${base}/api/ready`).then(
          (r) => r.status,
          () => 0
        )
      ])
      if (code === 'exited') throw new Error(`server exited while starting:\n${errors.join('')}`)
      if (code === 200) break
      await new Promise((r) => setTimeout(r, 100))
    }

    // nobody reads the log from here on: the pipe and this side's buffer fill after a few hundred lines
    child.stdout.pause()
    const before = out.length
    const N = 3000
    for (let i = 0; i < N; i += 50) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(50, N - i) }, () => fetch(`${base}/api`).then((r) => r.status))
      )
      expect(answers.every((s) => s === 200)).toBe(true)
    }
    // every request answered with its log unread (more than the pipe holds went unread)
    expect(out.length - before).toBeLessThan(N * 100)

    // read again, and the server stopped: every line arrives, once
    child.stdout.resume()
    child.kill('SIGTERM')
    await ended
    expect(await exited).toBe(0)
    const lines = out
      .split('\n')
      .filter((l) => l.includes('"msg":"request completed"') && l.includes('"path":"/api"'))
    expect(lines).toHaveLength(N)
    expect(out).toContain('"msg":"shutting down"')
  })
})
