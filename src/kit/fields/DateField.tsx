/**
 * The date of birth (and any remembered date) as ONE masked `gg/mm/aaaa` text field.
 *
 * Decision: one masked field rather than three (Giorno/Mese/Anno), although GOV.UK and Designers Italia
 * advise three for remembered dates (forms.md). The single field is what AgeForm, its tests and the e2e
 * runs already use; the iOS numeric keypad has no "/" so a mask is needed there anyway; and the mask
 * (`maskBirthDate`) keeps only the digits and puts the slashes back, so any separator works: typed
 * "15031990", pasted "15/03/1990" or "15-03-1990" all become "15/03/1990". A whole `yyyy-mm-dd` value
 * (what some autofill and the API give) is turned round first. Costs accepted: the caret jumps to the
 * end when a digit is edited in the middle; month names ("marzo") are not read.
 */
import { fromApiDate, maskBirthDate } from '../../registration/draft';
import { FIELD_COPY } from './copy';
import { TextField, type TextFieldProps } from './TextField';

export function DateField({ onChange, ...props }: TextFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="bday"
      maxLength={10}
      placeholder={FIELD_COPY.datePlaceholder}
      {...props}
      onChange={(event) => {
        event.target.value = maskBirthDate(fromApiDate(event.target.value.trim()));
        return onChange?.(event);
      }}
    />
  );
}
