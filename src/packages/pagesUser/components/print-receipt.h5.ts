/** h5: the browser's print dialog (the page's print styles leave only the receipt). */
export const CAN_PRINT: boolean = true

export function printReceipt(): void {
  window.print()
}
