/**
 * weapp: pages and subpackages are loaded by WeChat itself (preloadRule in app.config.ts); its
 * networkTimeout (60000 ms each) is set in app.config.ts. Nothing to install.
 */
export function installPageLoad(): void {}
