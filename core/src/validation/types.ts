// The result shape shared by the validators: a normalised value when the input passes, machine
// codes when it fails (UIs map the codes to texts in the user's language).

export type TValidation<TValue, TReason extends string> =
  | { readonly valid: true; readonly value: TValue; readonly reasons: readonly [] }
  | { readonly valid: false; readonly reasons: readonly TReason[] };
