/** weapp: images are native components read by WeChat's own accessibility; nothing to install. */
export function installImageAlt(): void {}
