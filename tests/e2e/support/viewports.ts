/** The two sizes the portal is proved at (issues #24, #25): a 1440 px desk and a 390 px phone. */
export const desk = { width: 1440, height: 900 } as const;
export const phone = { width: 390, height: 844 } as const;

/** For a journey run at both sizes: `for (const [label, viewport] of deskAndPhone) test.describe(…)`. */
export const deskAndPhone = [
  ['desk', desk],
  ['phone', phone],
] as const;
