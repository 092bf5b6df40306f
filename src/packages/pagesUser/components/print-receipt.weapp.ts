/** Mini-program: no printing; the receipt stays on screen (the print button is not shown). */
export const CAN_PRINT: boolean = false

export function printReceipt(): void {}
