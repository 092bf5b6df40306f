import { type PropsWithChildren } from 'react'
import { useLaunch, usePageNotFound } from '@tarojs/taro'
import { useSession } from '@/stores/session'
import { showNotFound } from '@/services/not-found'
import '@/stores/privacy'
import { startLocale } from '@/stores/locale'
import '@/utils/h5-components'
import { installPageLoad } from '@/utils/install-page-load'
import { installPageBoot } from '@/utils/page-boot'
import { installImageAlt } from '@/utils/install-image-alt'
import { installKeyboardControls } from '@/utils/install-keyboard-controls'
import './app.scss'

// issue 39: the chosen (or the device's) language before the first request, its words once its catalogue is here
void startLocale()
// spec §2 / §9: lazily loaded pages show their loading after 200 ms, a timeout after 60000 ms and
// 'Loading chunk failed' with a retry (h5; weapp loads its packages itself)
installPageLoad()
// issue 13: answers the server wrote into this page's HTML are in the cache before the first render (h5)
installPageBoot()
// issue 8 point 5: every picture has a text alternative (h5; labelled ones read their label)
installImageAlt()
// issue 8 point 5: every role control is reached by Tab and pressed by Enter or Space (h5)
installKeyboardControls()

function App({ children }: PropsWithChildren) {
  // Spec §4: refresh the token at launch; the logged-in flag follows its success.
  useLaunch(() => {
    void useSession.getState().bootstrap()
  })
  // Issue 8 §7: an unknown address shows the 404 page (with a way home), never a white screen.
  usePageNotFound(showNotFound)
  return children
}

export default App
