/** weapp: the mini-program's own components; nothing to load with the entry (see h5-components.h5.ts). */
export {}
