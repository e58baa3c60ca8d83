import type { enKitSamples } from '@crm/contracts/locales/en/kit-samples';
import type { ReactNode } from 'react';

/** A catalogue entry's id: its name and what it is for are `kitSamples.sample.<id>.name` and `.about`. */
export type TKitSampleId = keyof typeof enKitSamples extends infer K
  ? K extends `kitSamples.sample.${infer Id}.name`
    ? Id
    : never
  : never;

/** One entry of the kit's catalogue: its id (its words) and its live sample. */
export type TKitSample = { id: TKitSampleId; Live: () => ReactNode };
