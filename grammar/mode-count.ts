/** How many modes a modal spell chooses (a leaf: the modes family, the compiler and the validator read it). */

/** "Choose one" (1), "Choose two" (2), "Choose three" (3), "Choose one or both" (1..2), "Choose one or more" (1..all). */
export type ModeCount = "one" | "two" | "three" | "one or both" | "one or more";

/** The least and most modes a count lets the player choose among `modes` modes. */
export function modeRange(count: ModeCount, modes: number): { min: number; max: number } {
  switch (count) {
    case "one":
      return { min: 1, max: 1 };
    case "two":
      return { min: 2, max: 2 };
    case "three":
      return { min: 3, max: 3 };
    case "one or both":
      return { min: 1, max: 2 };
    case "one or more":
      return { min: 1, max: modes };
  }
}
