/**
 * What the public build gets instead of ./inputs.tsx (next.config.mjs aliases it): the site reads content through the fields
 * without ever drawing their inputs, and so carries none of the admin's interface.
 */
export const NumberInput = () => null;
export const ReferenceInput = NumberInput;
export const RightToLeft = NumberInput;
