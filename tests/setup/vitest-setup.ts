import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { fake } from './taro-fake'

beforeEach(() => fake.reset())
afterEach(() => cleanup())
