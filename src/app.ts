import { type PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { useSession } from '@/stores/session'
import '@/stores/privacy'
import './app.scss'

function App({ children }: PropsWithChildren) {
  // Spec §4: refresh the token at launch; the logged-in flag follows its success.
  useLaunch(() => {
    void useSession.getState().bootstrap()
  })
  return children
}

export default App
