/** weapp: pages come from the package, the server draws nothing first (first-screen.h5.ts). */
export function dropShell(): void {}

export function dropShellAfterPaint(): void {}

export function shellUnder(): void {}

export function dropShellWhenDrawn(_selector: string): void {}

export function dropShellAtMost(): () => void {
  return () => {}
}
