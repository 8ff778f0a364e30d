/** The field primitives of the screen kit: labels, hints, errors and aria carried once, by FieldFrame. */
export { FieldFrame, splitFrame, useFieldFrame, type FieldFrameProps, type FrameControl, type FrameProps } from './FieldFrame';
export { TextField, type InputProps, type TextFieldProps } from './TextField';
export { FiscalCodeField } from './FiscalCodeField';
export { NormalisedTextField, normaliseInPlace, type NormalisedTextFieldProps } from './NormalisedTextField';
export { DateField } from './DateField';
export { OtpField, type OtpFieldProps } from './OtpField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { FileField, fileProblem, type FileFieldProps } from './FileField';
export { FormFileField, type FormFileFieldProps } from './FormFileField';
export { MoneyText, type MoneyTextProps } from './MoneyText';
export { formatDisplayDate } from './dates';
export { FIELD_COPY } from './copy';
export { AccessCodeField, type AccessCodeFieldProps } from './AccessCodeField';
export { FieldSection } from './FieldSection';
