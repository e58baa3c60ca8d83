/** Spec point 9: page 1 and size 50 by default. Plain values, so the console can import them alone. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;
