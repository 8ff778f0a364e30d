/**
 * A TextField whose value is normalised on every input event (spec §5: "address fields clean typed
 * text and then fire an input event"; "One text input behaviour upper-cases the value on every
 * update"), e.g. the address fields with `normaliseAddressTyping`.
 *
 * - `normalise` must be prefix-stable (the normalised text before the caret is the start of the
 *   normalised whole, as a per-character fold is): the caret then goes to `normalise(before).length`,
 *   so it stays where the user typed, also in the middle of the text and after a paste.
 * - The value rewritten in the input is what react-hook-form's `register` handler reads: the form only
 *   ever holds the normalised value.
 * - While an IME composition runs (Android keyboards compose whole words, CJK input, dead keys) the
 *   value is left alone — rewriting it would break the composition — and normalised at
 *   `compositionend`, which then reports the change like any input.
 * - Autofill fires an ordinary input event and is normalised like typing.
 */
import type { ChangeEvent, CompositionEvent } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export interface NormalisedTextFieldProps extends TextFieldProps {
  /** The prefix-stable normalisation applied on every update (e.g. `normaliseAddressTyping`). */
  normalise: (text: string) => string;
}

/** Normalises `input`'s value in place, keeping the caret (and a selection) where the user left it. */
function normaliseInPlace(input: HTMLInputElement, normalise: (text: string) => string): void {
  const { value, selectionStart, selectionEnd, selectionDirection } = input;
  const next = normalise(value);
  if (next === value) return;
  input.value = next;
  const root = input.getRootNode() as Document | ShadowRoot;
  // Only a focused field has a caret to keep (setting a selection may focus it in some browsers).
  if (root.activeElement === input && selectionStart !== null && selectionEnd !== null) {
    const caret = (at: number) => normalise(value.slice(0, at)).length;
    input.setSelectionRange(caret(selectionStart), caret(selectionEnd), selectionDirection ?? undefined);
  }
}

export function NormalisedTextField({ normalise, onChange, onCompositionEnd, ...props }: NormalisedTextFieldProps) {
  return (
    <TextField
      autoCapitalize="characters"
      spellCheck={false}
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        if (!(event.nativeEvent as InputEvent).isComposing) normaliseInPlace(event.target, normalise);
        return onChange?.(event);
      }}
      onCompositionEnd={(event: CompositionEvent<HTMLInputElement>) => {
        onCompositionEnd?.(event);
        const input = event.currentTarget;
        const before = input.value;
        normaliseInPlace(input, normalise);
        // The composition's last input event carried the raw text: report the normalised one.
        if (input.value !== before) onChange?.({ target: input, currentTarget: input, type: 'change' } as ChangeEvent<HTMLInputElement>);
      }}
    />
  );
}
