/** weapp: pages come from the package, not from our server; nothing is written into them (page-boot.h5.ts). */
export function installPageBoot(): void {}
