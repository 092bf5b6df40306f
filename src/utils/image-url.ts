/** The image URL filter lives in the contract (the server preloads the same addresses): contract/image-url.ts. */
export * from '@lotus/contract/image-url'
