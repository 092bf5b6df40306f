import { beforeEach } from 'vitest'
import { fake } from './taro-fake'

// Every test starts with an empty fake Taro: storage, requests, navigation.
beforeEach(() => fake.reset())
