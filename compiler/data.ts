/**
 * The data of a generated module (card definitions) before it is printed: a leaf, so that the codegen kernel's
 * face (compiler/family.ts) can give it to families without loading the printer (and prettier) behind it.
 */

/** Code printed as is in data: a reference to a generated declaration (`resolve_…`, `token0`). */
export class Ref {
  constructor(readonly code: string) {}
}

/** Data the printer lays out. Object properties whose value is undefined are left out; keys are identifiers. */
export type Data = string | number | boolean | null | Ref | readonly Data[] | DataObject;
export interface DataObject {
  readonly [key: string]: Data | undefined;
}
