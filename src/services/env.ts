import Taro from '@tarojs/taro'
import { platformBase } from './api-origin'
import { PLATFORM } from './platform'

/** Build-time environments (spec §9: dev, uat, rel, pro; default pro). */
export const ENVS = ['dev', 'uat', 'rel', 'pro'] as const
export type EnvName = (typeof ENVS)[number]

export const CLIENT_VERSION = '2.6.19'
/** spec §9: the app configuration's own version (1.0.0, code 100), apart from the client version above. */
export const APP_CONFIG_VERSION = { name: '1.0.0', code: 100 } as const
export const ENV_OVERRIDE_KEY = 'lotus.env'

const isEnv = (v: unknown): v is EnvName => typeof v === 'string' && (ENVS as readonly string[]).includes(v)

export const buildEnv: EnvName = isEnv(process.env.TARO_APP_ENV) ? process.env.TARO_APP_ENV : 'pro'

/** Production builds never honour a stored override: a user cannot point the app elsewhere. */
export const allowsEnvSwitch = (env: EnvName, flag: string | undefined): boolean =>
  flag === '1' && env !== 'pro'
/** Issue 8 §4: the developer switch never shows in a pro build, whatever the flag says. */
export const envSwitchAllowed = allowsEnvSwitch(buildEnv, process.env.TARO_APP_ALLOW_ENV_SWITCH)

const bases: Record<EnvName, string | undefined> = {
  dev: process.env.TARO_APP_API_DEV,
  uat: process.env.TARO_APP_API_UAT,
  rel: process.env.TARO_APP_API_REL,
  pro: process.env.TARO_APP_API_PRO
}

export function currentEnv(): EnvName {
  if (!envSwitchAllowed) return buildEnv
  const stored: unknown = Taro.getStorageSync(ENV_OVERRIDE_KEY)
  return isEnv(stored) ? stored : buildEnv
}

export function setEnvOverride(env: EnvName | null): void {
  if (!envSwitchAllowed) return
  if (env === null) Taro.removeStorageSync(ENV_OVERRIDE_KEY)
  else Taro.setStorageSync(ENV_OVERRIDE_KEY, env)
}

/**
 * The API base. h5 is served by our own server, so a relative base (/api) is same-origin; the
 * mini-program has no origin and uses TARO_APP_WEAPP_API instead of a relative base (./api-origin.*.ts).
 */
export function apiBase(env: EnvName = currentEnv()): string {
  return platformBase(bases[env] ?? '/api')
}

export const appKey = (): string => process.env.TARO_APP_APP_KEY ?? 'lotus-dev-key'
export const appSecret = (): string => process.env.TARO_APP_APP_SECRET ?? 'lotus-dev-secret'
export const userSignSalt = (): string => process.env.TARO_APP_USER_SIGN_SALT ?? 'lotus-dev-salt'
export const source = (): 'h5' | 'weapp' => PLATFORM
